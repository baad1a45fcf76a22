#!/usr/bin/env node
/**
 * `node scripts/ci-cpu.mjs [--every S] [--json FILE] -- COMMAND…` (e.g. `-- bash .ci/run`): runs the
 * command and says where its CPU went, by CI step and by kind of process (Chromium, Node, other).
 * CI's time is CPU-bound on two cores (issue 33), so what a step costs in CPU-seconds, not its wall
 * time beside the others, is what cutting it saves.
 *
 * Every S seconds (2) it reads /proc for the command's descendants. A process's step is the
 * outermost ancestor whose command line names one (`npm ci`, `npm run build`, `check:package`, …:
 * STEPS), so an example app's `npm run build` inside `check:release` counts as `packages`. A process
 * counts its own CPU as it grows; one that ended between two reads is found in its parent's reaped
 * children's time, less what was already counted of it and of its own children that ended with it.
 * Linux only. The sum is checked against the machine's own CPU counter over the same time.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** The first rule that a process's outermost matching ancestor's command line matches names its step. */
export const STEPS = [
  [/\bnpm ci\b/, 'npm ci'],
  [/build-storybook/, 'build-storybook'],
  [/check:package|check:release|check-package|check-release/, 'packages'],
  [/test:scale|vitest\.scale/, 'scale'],
  [/\btypecheck\b/, 'typecheck'],
  [/\bnpm run build\b/, 'build'],
  [/\bvitest\b|\bnpm test\b/, 'npm test'],
];

const HZ = 100; // USER_HZ: Linux reports /proc times in 1/100 s on every architecture Node runs on

/** pid → { ppid, own, reaped, cmd } from one /proc/<pid>/stat and cmdline, or null once gone. */
export function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return { ppid: Number(fields[1]), own: (Number(fields[11]) + Number(fields[12])) / HZ, reaped: (Number(fields[13]) + Number(fields[14])) / HZ, cmd };
  } catch {
    return null;
  }
}

export const kindOf = (cmd) => (/chrom(e|ium)/i.test(cmd.split(' ')[0] ?? '') ? 'chromium' : /(^|\/)node(\s|$)|^npm\b|^npx\b/.test(cmd) ? 'node' : 'other');

/** The category of `pid` in `table` (pid → process), or null when it is not below `root`. */
export function categoryOf(pid, table, root) {
  const chain = [];
  for (let p = pid, guard = 0; ; p = table.get(p).ppid, guard++) {
    if (!table.has(p) || guard > 64) return null;
    chain.push(table.get(p).cmd);
    if (p === root) break;
  }
  let step = 'other';
  for (const cmd of [...chain].reverse()) {
    const rule = STEPS.find(([pattern]) => pattern.test(cmd));
    if (rule) {
      step = rule[1];
      break;
    }
  }
  const kind = kindOf(table.get(pid).cmd);
  // Chromium started by a test file (e2e's own browsers) or by Vitest itself (browser mode's).
  const launcher = chain.find((cmd) => kindOf(cmd) !== 'chromium') ?? '';
  const own = kind === 'chromium' && /vitest\/dist\/workers|suppress-warnings/.test(launcher) ? " (a test file's)" : '';
  return `${step} / ${kind}${own}`;
}

/**
 * The accounting between reads: `add(table)` with each read (a Map of pid → process, the root's
 * descendants and others), `totals` the CPU-seconds per category so far.
 */
export function createAccount(root) {
  let previous = new Map(); // pid → { ppid, own, reaped, category }
  const totals = new Map();
  const add = (category, seconds) => totals.set(category, (totals.get(category) ?? 0) + seconds);
  // What was already counted of a process that has ended: its own and reaped time at the last read,
  // and the same of its children that ended in the same interval (their time is in its reaped time).
  const counted = (pid, alive) => {
    const p = previous.get(pid);
    let sum = p.own + p.reaped;
    for (const [child, c] of previous) if (c.ppid === pid && !alive.has(child)) sum += counted(child, alive);
    return sum;
  };
  return {
    totals,
    add(table) {
      const next = new Map();
      for (const [pid, proc] of table) {
        const category = categoryOf(pid, table, root) ?? previous.get(pid)?.category;
        if (!category) continue;
        const before = previous.get(pid);
        const same = before && before.ppid === proc.ppid;
        let seconds = same ? proc.own - before.own : proc.own;
        if (same) {
          let ended = 0;
          for (const [child, c] of previous) if (c.ppid === pid && !table.has(child)) ended += counted(child, table);
          seconds += Math.max(0, proc.reaped - before.reaped - ended);
        }
        add(category, seconds);
        next.set(pid, { ppid: proc.ppid, own: proc.own, reaped: proc.reaped, category });
      }
      previous = next;
    },
  };
}

const machineSeconds = () => {
  const [, ...v] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (v[0] + v[1] + v[2] + v[4] + v[5] + v[6]) / HZ; // user nice system irq softirq steal
};

function readAll() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const proc = readProcess(Number(name));
    if (proc) table.set(Number(name), proc);
  }
  return table;
}

export function report(totals, wall, machine) {
  const rows = [...totals].filter(([, s]) => s >= 0.5).sort((a, b) => b[1] - a[1]);
  const sum = rows.reduce((n, [, s]) => n + s, 0);
  const lines = [`ci-cpu: ${wall.toFixed(0)} s wall, ${sum.toFixed(0)} CPU-s counted (the machine's counter: ${machine.toFixed(0)} CPU-s, ${(machine / wall).toFixed(2)} cores busy on average)`];
  const steps = new Map();
  for (const [category, s] of rows) steps.set(category.split(' / ')[0], (steps.get(category.split(' / ')[0]) ?? 0) + s);
  for (const [step, s] of [...steps].sort((a, b) => b[1] - a[1])) {
    const kinds = rows.filter(([c]) => c.startsWith(`${step} / `)).map(([c, k]) => `${c.split(' / ')[1]} ${k.toFixed(0)}`).join(', ');
    lines.push(`  ${step.padEnd(16)} ${s.toFixed(0).padStart(6)} CPU-s  ${((100 * s) / sum).toFixed(1).padStart(5)} %   (${kinds})`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--');
  const options = at === -1 ? [] : args.slice(0, at);
  const command = at === -1 ? args : args.slice(at + 1);
  const option = (name, fallback) => (options.includes(name) ? options[options.indexOf(name) + 1] : fallback);
  if (command.length === 0) {
    console.error('usage: node scripts/ci-cpu.mjs [--every S] [--json FILE] -- COMMAND…');
    process.exit(2);
  }
  const every = Number(option('--every', '2')) * 1000;
  const started = Date.now();
  const machineAtStart = machineSeconds();
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  // Accounted from this process down: the command's time since the last read is in our reaped time
  // once it has ended (one more read below), and this reader's own cost shows as `other / node`.
  const account = createAccount(process.pid);
  const sample = () => account.add(readAll());
  const timer = setInterval(sample, every);
  child.once('exit', (code, signal) => {
    clearInterval(timer);
    sample();
    const wall = (Date.now() - started) / 1000;
    const machine = machineSeconds() - machineAtStart;
    console.log(report(account.totals, wall, machine));
    const json = option('--json');
    if (json) writeFileSync(json, `${JSON.stringify({ wall, machine, totals: Object.fromEntries(account.totals) }, null, 2)}\n`);
    process.exit(code ?? (signal ? 1 : 0));
  });
}
