/**
 * `npm run bench [-- options]`: what we measure instead of timing tests. The matrix
 * (scripts/bench/matrix.ts): time-to-input of the Login widget per config, on each host path, at
 * 1x and 4x CPU and on a phone's network, against the bare React 19 form and Stytch's pre-built UI
 * in the same run; then, for the whole matrix, what a proof-of-work challenge adds to a send
 * (scripts/bench/challenge.ts) and the emulator's and portico-server's throughput
 * (scripts/bench/server.ts). `npm run bench -- --help` lists the options.
 */
import { loadavg } from 'node:os';
import { startEmulator } from '../emulator/server';
import { CONFIGS, parseArgs, PATHS, RATES } from './bench/matrix';
import { buildPages } from './bench/pages';
import { report } from './bench/report';
import { loadRun, saveRun } from './bench/results';
import { runMatrix, runRounds } from './bench/run';
import { benchServer } from './bench/server';
import { benchChallenge } from './bench/challenge';

const HELP = `npm run bench -- [options]
  --configs a,b     configs (default all): ${CONFIGS.map((c) => c.id).join(', ')}
  --paths a,b       host paths (default all): ${Object.entries(PATHS).map(([id, name]) => `${id} (${name})`).join(', ')}
  --rates a,b       profiles (default all): ${RATES.map((r) => r.id).join(', ')}
  --runs n          cold loads per cell and profile (default 9, or BENCH_RUNS)
  --no-stytch       leave Stytch's pre-built UI out
  --compare n=dir   another build of the host pages, interleaved as more cells: a copy of .portico/bench/out
                    made before a change (cp -r .portico/bench/out /tmp/before; --compare before=/tmp/before)
  --waterfall       print each cell's scripts before the field: order, size, who asked, what they hold
  --rounds          count each Portico cell's scripts in a row without a clock (held in rounds: scripts/bench/rounds.ts),
                    with --compare's builds too, and print them, measuring no time
  --no-build        reuse the last build of dist/ and the pages
  --report file     print the tables of a saved run again (.portico/bench/results-*.json), measuring nothing
  --servers / --no-servers   the bot challenge's figure (docs/bots.md), the emulator's and portico-server's
                     throughput after the matrix
                    (by default only when no --configs, --paths or --rates narrows the matrix)
Example, one cell quickly: npm run bench -- --configs social --paths vanilla --rates mobile --runs 5`;

let options;
try {
  options = parseArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${(error as Error).message}\n\n${HELP}`);
  process.exit(2);
}
if (options.help) {
  console.log(HELP);
  process.exit(0);
}

if (options.report) {
  const saved = loadRun(options.report);
  console.log(report(saved.run, { runs: saved.runs, waterfalls: options.waterfall, load: saved.load }));
  process.exit(0);
}

const loadAtStart = loadavg();
const pages = await buildPages(options);
if (pages.stytchProblem) console.log(`Stytch's pre-built UI is left out of this run: ${pages.stytchProblem}`);
if (options.rounds) {
  console.log('| config | path | scripts in a row (held rounds) | each round |\n|---|---|---|---|');
  for (const { cell, depth, rounds } of await runRounds(options, pages)) {
    const each = rounds.map((round) => round.map((file) => file.replace(/^.*\//, '')).join(' ')).join(' → ');
    console.log(`| ${cell.config!.name} | ${cell.label} | ${depth ?? 'never'} | ${each} |`);
  }
  process.exit(0);
}
const run = await runMatrix(options, pages);
const saved = { run, runs: options.runs, load: [loadAtStart, loadavg()] as [number[], number[]] };
console.log(report(run, { runs: options.runs, waterfalls: options.waterfall, load: saved.load }));
console.log(`\nRaw results: ${saveRun(saved)} (\`npm run bench -- --report <file> [--waterfall]\` prints them again)`);

if (!options.servers) process.exit(0);

// docs/bots.md: what a proof-of-work challenge adds to a send (goal: nothing a person waits for at 4x).
const challengeRuns = Number(process.env.BENCH_CHALLENGE_RUNS ?? 5);
console.log(`\nBot challenge (proof of work), Enter to the send leaving the page, email passcode, median of ${challengeRuns} runs; typed at 150 ms a key, or pasted and sent at once:`);
console.log('  | CPU | typed, off | typed, on | added | pasted, off | pasted, on | added |');
console.log('  |---|---:|---:|---:|---:|---:|---:|');
for (const r of await benchChallenge(challengeRuns)) {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`  | ${r.rate}x | ${ms(r.off.typed)} | ${ms(r.on.typed)} | ${ms(r.on.typed - r.off.typed)} | ${ms(r.off.pasted)} | ${ms(r.on.pasted)} | ${ms(r.on.pasted - r.off.pasted)} |`);
}

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
