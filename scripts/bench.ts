/**
 * `npm run bench`: what we measure instead of timing tests. Prints the download sizes per config,
 * time-to-input against a bare React 19 form and Stytch's pre-built UI at 1x and 4x CPU
 * (scripts/size/speed.ts), the emulator's throughput, and portico-server's sign-in throughput and
 * latency (scripts/bench/server.ts).
 */
import { startEmulator } from '../emulator/server';
import { benchServer } from './bench/server';
import { benchChallenge } from './bench/challenge';
import { buildHost } from './size/build';
import { kib, measureInitialJs, STANDARD_CONFIGS } from './size/measure';
import { measureTimeToInput } from './size/speed';
import { measureElementsTimeToInput } from './size/elements';

const builds = await buildHost();
const sizes = await measureInitialJs(STANDARD_CONFIGS, builds);
console.log('JavaScript (gzip): first download (entry + static imports, before the mount draws the field) / at load (React included):');
for (const r of sizes) console.log(`  ${kib(r.firstDownload.gzipBytes).toFixed(1).padStart(6)} / ${kib(r.gzipBytes).toFixed(1).padStart(5)} KiB  ${r.name}`);

// BENCH_RUNS=15 for more rounds; BENCH_SPEED_ONLY=1 skips the servers' throughput (both time-to-input tables still run);
// BENCH_VARIANTS=name=folder,… adds other builds of the Portico page to the same interleaved run (scripts/size/speed.ts).
const runs = Number(process.env.BENCH_RUNS ?? 9);
console.log(
  `\nTime-to-input, email magic links only: the first frame in which the email field is visible (the peers' harness's measure),` +
    ` ${runs} runs each, interleaved, cold cache; median (min–max), ratio of medians to the bare React 19 form:`,
);
for (const r of await measureTimeToInput(builds, { runs })) {
  const floor = r.pages['bare React 19 form']!.median;
  console.log(`\n  ${r.cpuSlowdown}x CPU`);
  console.log('  | page | time-to-input ms | ratio |');
  console.log('  |---|---|---|');
  for (const [name, s] of Object.entries(r.pages)) {
    console.log(`  | ${name} | ${s.median.toFixed(0)} (${s.min.toFixed(0)}–${s.max.toFixed(0)}) | ${(s.median / floor).toFixed(2)}x |`);
  }
}
// Issue 24: <portico-login> from dist/standalone (Preact) on a static page, against the same bare form.
console.log(`\nTime-to-input, <portico-login> (dist/standalone, Preact) vs the bare React 19 form (${runs} runs each, interleaved, cold cache; median (min–max)):`);
for (const r of await measureElementsTimeToInput(builds, { runs })) {
  const ms = (median: number, [min, max]: [number, number]) => `${median.toFixed(0)} (${min.toFixed(0)}–${max.toFixed(0)}) ms`;
  console.log(`  ${r.cpuSlowdown}x CPU: bare form ${ms(r.bareMs, r.bareRange)}, elements ${ms(r.elementsMs, r.elementsRange)}, ratio ${r.ratio.toFixed(2)}x (goal ≤ 0.90x at 4x)`);
}

// docs/bots.md: what a proof-of-work challenge adds to a send (goal: nothing a person waits for at 4x).
const challengeRuns = Number(process.env.BENCH_CHALLENGE_RUNS ?? 5);
console.log(`\nBot challenge (proof of work), Enter to the send leaving the page, email passcode, median of ${challengeRuns} runs; typed at 150 ms a key, or pasted and sent at once:`);
console.log('  | CPU | typed, off | typed, on | added | pasted, off | pasted, on | added |');
console.log('  |---|---:|---:|---:|---:|---:|---:|');
for (const r of await benchChallenge(challengeRuns)) {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`  | ${r.rate}x | ${ms(r.off.typed)} | ${ms(r.on.typed)} | ${ms(r.on.typed - r.off.typed)} | ${ms(r.off.pasted)} | ${ms(r.on.pasted)} | ${ms(r.on.pasted - r.off.pasted)} |`);
}

if (process.env.BENCH_SPEED_ONLY) process.exit(0);

const emulator = await startEmulator({ port: 0, inMemory: true, quiet: true });
const headers = { 'content-type': 'application/json', 'x-portico-public-token': emulator.ctx.config.public_token };
const send = (i: number) =>
  fetch(`${emulator.url}/v1/magic_links/email/login_or_create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: `bench-${i % 50}@example.com` }),
  }).then((res) => res.status);
console.log('');
for (let round = 0; round < 2; round += 1) {
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => send(i)));
  const ms = performance.now() - started;
  const failed = statuses.filter((s) => s >= 500).length;
  console.log(`Emulator: 200 concurrent login_or_create for 50 emails in ${ms.toFixed(0)} ms (${(200 / (ms / 1000)).toFixed(0)} req/s), ${failed} 5xx`);
}
await emulator.close();

await benchServer();
