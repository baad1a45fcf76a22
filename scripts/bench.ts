/**
 * `npm run bench`: what we measure instead of timing tests. Prints the initial JavaScript size per
 * config (scripts/size) and the emulator's throughput for magic-link login_or_create.
 */
import { startEmulator } from '../emulator/server';
import { measureInitialJs, STANDARD_CONFIGS } from './size/measure';

const sizes = await measureInitialJs(STANDARD_CONFIGS);
console.log('Initial JavaScript (gzip) per config:');
for (const r of sizes) console.log(`  ${(r.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${r.name}`);

const emulator = await startEmulator({ port: 0, inMemory: true, quiet: true });
const headers = { 'content-type': 'application/json', 'x-portico-public-token': emulator.ctx.config.public_token };
const send = (i: number) =>
  fetch(`${emulator.url}/v1/magic_links/email/login_or_create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: `bench-${i % 50}@example.com` }),
  }).then((res) => res.status);
for (let round = 0; round < 2; round += 1) {
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => send(i)));
  const ms = performance.now() - started;
  const failed = statuses.filter((s) => s >= 500).length;
  console.log(`Emulator: 200 concurrent login_or_create for 50 emails in ${ms.toFixed(0)} ms (${(200 / (ms / 1000)).toFixed(0)} req/s), ${failed} 5xx`);
}
await emulator.close();
