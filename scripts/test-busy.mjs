#!/usr/bin/env node
/**
 * `npm run test:busy`: the whole suite (`npm test`) while a CPU hog keeps every core busy, the way a
 * laptop doing other work or a shared CI runner is. A test that waits for a fixed time, or with a
 * time-out tuned to a quiet machine, fails here. The hog is three Node busy-loop workers per core
 * (`os.availableParallelism()`), at normal priority: a machine running three times the work it has
 * cores for, as a shared runner does. It stops when the suite ends, however it ends.
 *
 *   npm run test:busy                       # every test
 *   npm run test:busy -- --project e2e      # arguments after `--` go to `vitest run`
 *   HOG_WORKERS=2 npm run test:busy         # fewer (or more) busy loops
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

const cores = os.availableParallelism?.() ?? os.cpus().length;
const count = Number(process.env.HOG_WORKERS ?? cores * 3);
const args = process.argv.slice(2);

// A busy loop in a worker thread: one core each, nothing allocated, nothing written.
const loop = 'for (;;) { Math.sqrt(Math.random()); }';
const hogs = Array.from({ length: count }, () => new Worker(loop, { eval: true }));
const stopHogs = () => Promise.all(hogs.map((hog) => hog.terminate()));

console.log(`test:busy: ${count} busy loop(s) on ${cores} core(s); running vitest run ${args.join(' ')}`.trim());
const started = Date.now();
const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], { stdio: ['inherit', 'pipe', 'inherit'] });

// The suite's own closing line (scripts/summaryReporter.ts), echoed in the verdict below.
let tail = '';
vitest.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  tail = (tail + chunk.toString()).slice(-4_000);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vitest.kill(signal));

vitest.on('close', async (code, signal) => {
  await stopHogs();
  const seconds = Math.round((Date.now() - started) / 1000);
  const summary = tail.match(/vitest: \d+ passed, \d+ failed, \d+ skipped/g)?.at(-1) ?? 'no summary line (the run stopped early)';
  const verdict = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
  console.log(`\ntest:busy: ${verdict} under ${count} busy loop(s) in ${Math.floor(seconds / 60)} min ${seconds % 60} s; ${summary}`);
  process.exit(code ?? 1);
});
