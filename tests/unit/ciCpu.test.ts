// scripts/ci-cpu.mjs's accounting, on made-up reads of /proc: each CPU-second counted once, in the
// step of the outermost ancestor that names one.
import { describe, expect, it } from 'vitest';
import { categoryOf, createAccount, kindOf } from '../../scripts/ci-cpu.mjs';

type Proc = { ppid: number; own: number; reaped: number; cmd: string };
const table = (entries: Array<[number, Proc]>) => new Map(entries);
const ROOT = 10;
const root = (own = 0, reaped = 0): [number, Proc] => [ROOT, { ppid: 1, own, reaped, cmd: 'bash .ci/run' }];

describe('ci-cpu', () => {
  it('names a process by its outermost step: an example app built inside check:release is `packages`', () => {
    const t = table([
      root(),
      [11, { ppid: ROOT, own: 0, reaped: 0, cmd: "bash -c npm run check:package -- --no-build && npm run check:release -- --no-build" }],
      [12, { ppid: 11, own: 0, reaped: 0, cmd: 'npm run build' }],
      [13, { ppid: 12, own: 0, reaped: 0, cmd: '/usr/bin/node node_modules/.bin/vite build' }],
      [20, { ppid: ROOT, own: 0, reaped: 0, cmd: 'npm run build' }],
      [30, { ppid: ROOT, own: 0, reaped: 0, cmd: 'node /w/node_modules/.bin/vitest run' }],
      [31, { ppid: 30, own: 0, reaped: 0, cmd: '/usr/lib/chromium/chromium --type=renderer' }],
      [99, { ppid: 1, own: 0, reaped: 0, cmd: 'sshd' }],
    ]);
    expect(categoryOf(13, t, ROOT)).toBe('packages / node');
    expect(categoryOf(20, t, ROOT)).toBe('build / node');
    expect(categoryOf(31, t, ROOT)).toBe('npm test / chromium');
    expect(categoryOf(99, t, ROOT)).toBeNull();
    // An e2e file's own browser: launched by a Vitest worker, not by Vitest's browser mode.
    t.set(40, { ppid: 30, own: 0, reaped: 0, cmd: '/usr/bin/node --require /w/node_modules/vitest/suppress-warnings.cjs /w/node_modules/vitest/dist/workers/forks.js' });
    t.set(41, { ppid: 40, own: 0, reaped: 0, cmd: '/usr/lib/chromium/chromium --headless' });
    t.set(42, { ppid: 41, own: 0, reaped: 0, cmd: '/usr/lib/chromium/chromium --type=renderer' });
    expect(categoryOf(42, t, ROOT)).toBe("npm test / chromium (a test file's)");
    expect(kindOf('/usr/lib/chromium/chromium --headless')).toBe('chromium');
    expect(kindOf('npm ci')).toBe('node');
    expect(kindOf('/usr/lib/gcc/x86_64-linux-gnu/12/cc1plus -quiet')).toBe('other');
  });

  it('counts a process as it grows, and what ended between two reads once, from its parent', () => {
    const account = createAccount(ROOT);
    const test = { ppid: ROOT, cmd: 'npm test' };
    const worker = { ppid: 30, cmd: 'node worker.js' };
    const browser = { ppid: 31, cmd: '/usr/lib/chromium/chromium' };
    account.add(table([root(), [30, { ...test, own: 1, reaped: 0 }], [31, { ...worker, own: 2, reaped: 0 }], [32, { ...browser, own: 3, reaped: 0 }]]));
    // The worker and its browser end together after growing by 1 and 4 s; npm test reaps the
    // worker (whose reaped time holds the browser's): 2 + 1 own and 3 + 4 of the browser.
    account.add(table([root(), [30, { ...test, own: 1.5, reaped: 3 + 7 }]]));
    expect(account.totals.get('npm test / node')).toBeCloseTo(1.5 + 2 + 1 + 4);
    expect(account.totals.get('npm test / chromium')).toBeCloseTo(3);
    const all = [...account.totals.values()].reduce((a, b) => a + b, 0);
    expect(all).toBeCloseTo(1.5 + 3 + 7); // every second of the three processes, once
  });

  it('counts a short-lived process it never saw, from its parent', () => {
    const account = createAccount(ROOT);
    const step = { ppid: ROOT, cmd: 'npm ci' };
    account.add(table([root(), [20, { ...step, own: 1, reaped: 0 }]]));
    account.add(table([root(), [20, { ...step, own: 1, reaped: 60 }]])); // a compile that came and went
    expect(account.totals.get('npm ci / node')).toBeCloseTo(61);
  });
});
