import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIGS, RATES, median, parseArgs, planCells, ratio, roundOrder, spread, waterfall, type Fetched } from '../../../scripts/bench/matrix';
import { depthText, GOALS, summary } from '../../../scripts/bench/report';
import type { CellResult, MatrixRun } from '../../../scripts/bench/run';
import { loadRun, saveRun } from '../../../scripts/bench/results';
import { cacheControl } from '../../../scripts/bench/serve';
import { stytchEntry } from '../../../scripts/size/stytch';

describe('the configs the bench measures', () => {
  const byId = Object.fromEntries(CONFIGS.map((c) => [c.id, c]));

  it('has at least six, each with its own id', () => {
    expect(CONFIGS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(CONFIGS.map((c) => c.id)).size).toBe(CONFIGS.length);
  });

  it('covers email only, social + email + text, passwords, passkeys + email, One Tap + email and wallets + email', () => {
    expect(byId.email!.widget.config.products).toEqual(['emailMagicLinks']);
    expect(byId.social!.widget.config).toEqual({
      products: ['oauth', 'emailMagicLinks', 'otp'],
      oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }] },
      otpOptions: { methods: ['sms'] },
    });
    expect(byId.passwords!.widget.config.products).toEqual(['passwords']);
    expect(byId.passkeys!.widget.config.products).toEqual(['emailMagicLinks', 'passkeys']);
    expect(byId.onetap!.widget.config).toMatchObject({ products: ['oauth', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } });
    expect(byId.wallets!.widget.config.products).toEqual(['crypto', 'emailMagicLinks']);
  });

  it('puts a logo, the dark theme and a right-to-left language on some of them', () => {
    expect(CONFIGS.some((c) => c.widget.styles?.logo?.logoImageUrl)).toBe(true);
    expect(CONFIGS.some((c) => c.widget.theme === 'dark')).toBe(true);
    expect(CONFIGS.filter((c) => ['ar', 'he'].includes(c.widget.lang ?? '')).length).toBeGreaterThan(0);
  });

  it("gives Stytch the same products, and its logo and dark theme where ours has them", () => {
    for (const config of CONFIGS.filter((c) => c.stytch)) {
      expect(config.stytch!.products).toEqual(config.widget.config.products);
      expect(Boolean(config.stytch!.dark)).toBe(config.widget.theme === 'dark');
      expect(config.stytch!.logo).toBe(config.widget.styles?.logo?.logoImageUrl);
    }
    expect(byId.email!.stytch && byId.social!.stytch).toBeTruthy();
  });

  it("writes Stytch's host code with its products, options and presentation", () => {
    const code = stytchEntry(byId.social!.stytch!);
    expect(code).toContain('products: [Products.oauth, Products.emailMagicLinks, Products.otp]');
    expect(code).toContain('oauthOptions: { providers: [{"type":"google"},{"type":"apple"}] }');
    expect(code).toContain('otpOptions: { methods: ["sms"]');
    expect(code).not.toContain('presentation');
    const dark = stytchEntry(byId.branded!.stytch!);
    expect(dark).toContain('theme: defaultDarkTheme');
    expect(dark).toContain('logo: { url: "/logo.svg"');
  });
});

describe('the command line', () => {
  it('runs the whole matrix, 9 runs, Stytch and the servers by default', () => {
    const options = parseArgs([]);
    expect([options.configs.length, options.paths, options.rates.map((r) => r.id), options.runs]).toEqual([
      CONFIGS.length,
      ['react', 'vanilla', 'element'],
      ['1x', '4x', 'mobile'],
      9,
    ]);
    expect([options.stytch, options.servers, options.build, options.waterfall]).toEqual([true, true, true, false]);
  });

  it('picks a subset, which leaves the servers out unless asked for', () => {
    const options = parseArgs(['--configs', 'social,email', '--paths=vanilla', '--rates', 'mobile', '--runs', '3', '--no-stytch']);
    expect(options.configs.map((c) => c.id)).toEqual(['email', 'social']);
    expect([options.paths, options.rates.map((r) => r.id), options.runs, options.stytch, options.servers]).toEqual([['vanilla'], ['mobile'], 3, false, false]);
    expect(parseArgs(['--rates', '1x', '--servers']).servers).toBe(true);
    expect(parseArgs([], { BENCH_SPEED_ONLY: '1', BENCH_RUNS: '5' })).toMatchObject({ servers: false, runs: 5 });
  });

  it('names what is wrong, and what it could have been', () => {
    expect(() => parseArgs(['--configs', 'emial'])).toThrow('--configs: "emial" is not one of email, social');
    expect(() => parseArgs(['--runs', '0'])).toThrow('--runs: "0" is not a whole number');
    expect(() => parseArgs(['--runs'])).toThrow('--runs needs a value');
    expect(() => parseArgs(['--fast'])).toThrow('--fast is not an option');
    expect(() => parseArgs(['--compare', 'before'])).toThrow('"before" is not name=folder');
    expect(parseArgs(['--compare', 'before=/tmp/b,after=/tmp/a']).compare).toEqual([
      ['before', '/tmp/b'],
      ['after', '/tmp/a'],
    ]);
  });
});

describe('the cells and their order', () => {
  it('starts with the bare form, then each config on each path (and compared build) and Stytch', () => {
    const options = parseArgs(['--configs', 'email', '--paths', 'react,element', '--compare', 'before=/tmp/b']);
    expect(planCells(options).map((c) => c.key)).toEqual(['bare', 'email/react', 'email/react@before', 'email/element', 'email/element@before', 'email/stytch']);
    expect(planCells({ ...options, stytch: false }).map((c) => c.key)).not.toContain('email/stytch');
  });

  it('rotates the order by one each round, so every cell takes every place', () => {
    expect([0, 1, 2, 3].map((round) => roundOrder(['a', 'b', 'c'], round).join(''))).toEqual(['abc', 'bca', 'cab', 'abc']);
  });
});

describe('median, spread and ratio', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('keeps the runs in the order measured beside the median and the range', () => {
    expect(spread([300, 100, 200])).toEqual({ median: 200, min: 100, max: 300, runs: [300, 100, 200] });
  });

  it('divides medians: the bare form of the same run is 1', () => {
    expect(ratio(spread([110, 120, 130]), spread([90, 100, 500]))).toBeCloseTo(1.2);
  });
});

describe('the script waterfall before the field', () => {
  const at = (url: string, start: number, end: number): Fetched => ({ url, start, end });

  it('counts files fetched side by side (the entry and its preloaded chunks) as one step', () => {
    const scripts = [at('entry.js', 10, 50), at('react.js', 10, 90), at('client.js', 11, 40)];
    expect(waterfall(scripts, 100).map((s) => s.url)).toEqual(['entry.js']);
  });

  it('follows each file requested only after another had arrived', () => {
    const scripts = [at('entry.js', 10, 50), at('widget.js', 60, 100), at('oauth.js', 110, 150), at('otp.js', 112, 140), at('tabs.js', 151, 190)];
    expect(waterfall(scripts, 200).map((s) => s.url)).toEqual(['entry.js', 'widget.js', 'oauth.js', 'tabs.js']);
  });

  it('leaves out what arrived after the field showed', () => {
    const scripts = [at('entry.js', 10, 50), at('widget.js', 60, 100), at('phone.js', 110, 300)];
    expect(waterfall(scripts, 200)).toHaveLength(2);
    expect(waterfall([], 200)).toEqual([]);
  });
});

describe('the goals summary', () => {
  const cell = (key: string, kind: CellResult['cell']['kind'], times: number[], depths: number[] = []): CellResult => ({
    cell: { key, kind, label: key, config: kind === 'bare' ? undefined : CONFIGS[0] },
    times,
    depths,
    failures: [],
    loads: [],
  });
  const run = (rates: Array<[id: string, network: boolean, cells: CellResult[]]>): MatrixRun => ({
    rates: rates.map(([id, network, cells]) => ({
      rate: { id, name: id, cpu: 4, network: network ? { latency: 150, downloadThroughput: 1, uploadThroughput: 1 } : undefined },
      cells,
    })),
    chromium: 'test',
    started: new Date(0),
    seconds: 0,
    dirs: new Map(),
  });

  it(`marks a ratio over ${GOALS.ratio}x on loopback, one not below Stytch's on the phone's network, and more than ${GOALS.depth} scripts in a row in every load`, () => {
    const lines = summary(
      run([
        ['4x', false, [cell('bare', 'bare', [100]), cell('email/react', 'portico', [111], [5]), cell('email/stytch', 'stytch', [150])]],
        ['mobile', true, [cell('bare', 'bare', [100]), cell('email/react', 'portico', [140], [4]), cell('email/stytch', 'stytch', [130])]],
      ]),
    );
    expect(lines[2]).toBe('| email magic links | email/react | 1.11x ✗ | 1.40x ✗ | 1.50x / 1.30x | 4 (up to 5) ✗ |');
  });

  it('marks nothing when every goal is met (a load with more scripts in a row is timing, not the code)', () => {
    const lines = summary(
      run([
        ['1x', false, [cell('bare', 'bare', [100]), cell('email/react', 'portico', [110], [3, 6])]],
        ['mobile', true, [cell('bare', 'bare', [100]), cell('email/react', 'portico', [120], [3]), cell('email/stytch', 'stytch', [130])]],
      ]),
    );
    expect(lines[2]).toBe('| email magic links | email/react | 1.10x | 1.20x | – / 1.30x | 3 (up to 6) |');
  });
});

describe('a saved run', () => {
  it('reads back as it was measured, maps and dates included', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
    const load = { timeToInput: 120, scripts: [{ url: '/a.js', start: 1, end: 9, bytes: 300 }], initiators: new Map([['/a.js', 'the HTML']]), errors: [] };
    const run: MatrixRun = {
      rates: [{ rate: RATES[0]!, cells: [{ cell: { key: 'bare', kind: 'bare', label: 'bare' }, times: [120], depths: [1], failures: [], loads: [load] }] }],
      chromium: '156',
      started: new Date('2026-12-06T03:09:00Z'),
      seconds: 60,
      dirs: new Map([['bare', '/out/bare']]),
    };
    try {
      expect(loadRun(saveRun({ run, runs: 1, load: [[1, 2, 3], [4, 5, 6]] }, dir))).toEqual({ run, runs: 1, load: [[1, 2, 3], [4, 5, 6]] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('scripts in a row', () => {
  it('reads the fewest over the loads as the code\'s chain, and says the most beside it', () => {
    expect(depthText([6, 9, 7])).toBe('6 (up to 9)');
    expect(depthText([3, 3])).toBe('3');
    expect(depthText([])).toBe('–');
  });
});

describe('how the pages are served', () => {
  it('caches hashed chunks for a year and revalidates the rest', () => {
    expect(cacheControl('/chunks/chunk-QREFRQTC.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/standalone/chunks/CheckIllustration--cTn0MeN.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/react.js')).toBe('no-cache');
    expect(cacheControl('/standalone/elements.js')).toBe('no-cache');
    expect(cacheControl('/index.html')).toBe('no-cache');
  });
});
