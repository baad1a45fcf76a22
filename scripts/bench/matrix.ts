/**
 * The bench's matrix, pure: which configs, host paths and network/CPU profiles it measures, the
 * options that pick a subset, and the maths its table is made of (median, spread, ratio, the script
 * waterfall's depth). `npm run bench` (scripts/bench.ts) runs it; tests/unit/bench/matrix.test.ts
 * holds it.
 */
import { variants } from '../size/speed';
import type { StytchSetup } from '../size/stytch';

/** What a host passes besides the client: the same object for `<Login>`, `mountLogin` and `<portico-login>`. */
export interface WidgetOptions {
  config: { products: string[]; [option: string]: unknown };
  theme?: 'light' | 'dark';
  lang?: string;
  styles?: { logo?: { logoImageUrl: string } };
}

export interface BenchConfig {
  id: string;
  name: string;
  widget: WidgetOptions;
  /** Stytch's pre-built UI in the same config, where Stytch has the products. */
  stytch?: StytchSetup;
}

/** Served beside every page, so a logo costs what a host's own would. */
export const LOGO_PATH = '/logo.svg';
const logo = { logo: { logoImageUrl: LOGO_PATH } };
const social = { providers: [{ type: 'google' }, { type: 'apple' }] };

export const CONFIGS: readonly BenchConfig[] = [
  {
    id: 'email',
    name: 'email magic links',
    widget: { config: { products: ['emailMagicLinks'] } },
    stytch: { products: ['emailMagicLinks'] },
  },
  {
    id: 'social',
    name: 'Google + Apple + email + text tabs',
    widget: { config: { products: ['oauth', 'emailMagicLinks', 'otp'], oauthOptions: social, otpOptions: { methods: ['sms'] } } },
    stytch: { products: ['oauth', 'emailMagicLinks', 'otp'], oauthProviders: social.providers, otpMethods: ['sms'] },
  },
  {
    id: 'passwords',
    name: 'passwords, dark theme',
    widget: { config: { products: ['passwords'] }, theme: 'dark' },
    stytch: { products: ['passwords'], dark: true },
  },
  {
    id: 'passkeys',
    name: 'passkeys + email, a logo',
    widget: { config: { products: ['emailMagicLinks', 'passkeys'] }, styles: logo },
    stytch: { products: ['emailMagicLinks', 'passkeys'], logo: LOGO_PATH },
  },
  {
    id: 'onetap',
    name: 'Google One Tap + email, Arabic (right to left)',
    widget: { config: { products: ['oauth', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } }, lang: 'ar' },
    stytch: { products: ['oauth', 'emailMagicLinks'], oauthProviders: [{ type: 'google', one_tap: true }] },
  },
  {
    id: 'wallets',
    name: 'wallets + email, dark theme, a logo, Hebrew (right to left)',
    widget: { config: { products: ['crypto', 'emailMagicLinks'] }, theme: 'dark', styles: logo, lang: 'he' },
    stytch: { products: ['crypto', 'emailMagicLinks'], dark: true, logo: LOGO_PATH },
  },
  {
    id: 'branded',
    name: 'email magic links, a logo, dark theme',
    widget: { config: { products: ['emailMagicLinks'] }, theme: 'dark', styles: logo },
    stytch: { products: ['emailMagicLinks'], dark: true, logo: LOGO_PATH },
  },
];

/** The three ways a host puts Login on a page (named in Markdown, as the tables print them). */
export const PATHS = {
  react: 'React host, `<Login>`',
  vanilla: '`mountLogin`',
  element: '`<portico-login>`',
} as const;
export type PathId = keyof typeof PATHS;

export interface Rate {
  id: string;
  name: string;
  cpu: number;
  /** CDP Network.emulateNetworkConditions; none on loopback as it is. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

/**
 * Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU), as the
 * peers' harness applies it with DevTools throttling (bytes per second, its 0.9 adjustment).
 */
export const RATES: readonly Rate[] = [
  { id: '1x', name: '1x CPU, loopback', cpu: 1 },
  { id: '4x', name: '4x CPU, loopback', cpu: 4 },
  {
    id: 'mobile',
    name: 'mobile: 150 ms round trip, 1.6 Mbit/s down, 4x CPU',
    cpu: 4,
    network: { latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
  },
];

export interface BenchOptions {
  configs: BenchConfig[];
  paths: PathId[];
  rates: Rate[];
  runs: number;
  stytch: boolean;
  /** Other builds of the three host pages (a copy of .portico/bench/out), interleaved as more cells. */
  compare: Array<[name: string, dir: string]>;
  waterfall: boolean;
  /** Count each Portico cell's scripts in a row in held rounds (rounds.ts), measuring no time. */
  rounds: boolean;
  build: boolean;
  /** The servers' throughput after the matrix: by default only when the whole matrix runs. */
  servers: boolean;
  /** Print the tables of a saved run again (its JSON file), measuring nothing. */
  report?: string;
  help: boolean;
}

const pick = <T>(kind: string, wanted: string | undefined, all: readonly T[], id: (item: T) => string): T[] => {
  if (wanted === undefined) return [...all];
  const ids = wanted.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = ids.filter((w) => !all.some((item) => id(item) === w));
  if (unknown.length || ids.length === 0) throw new Error(`--${kind}: "${unknown.join(', ') || wanted}" is not one of ${all.map(id).join(', ')}`);
  return all.filter((item) => ids.includes(id(item)));
};

/** The command line (`--configs email,social --paths vanilla --rates 4x,mobile --runs 5 …`) and BENCH_* variables. */
export function parseArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): BenchOptions {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const valued = ['configs', 'paths', 'rates', 'runs', 'compare', 'report'];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`"${arg}" is not an option; --help lists them`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s) as [string, string | undefined];
    if (valued.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      values.set(name, value);
    } else if (['no-stytch', 'waterfall', 'rounds', 'no-build', 'servers', 'no-servers', 'help'].includes(name)) flags.add(name);
    else throw new Error(`--${name} is not an option; --help lists them`);
  }
  const runs = Number(values.get('runs') ?? env.BENCH_RUNS ?? 9);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: "${values.get('runs') ?? env.BENCH_RUNS}" is not a whole number of at least 1`);
  const subset = ['configs', 'paths', 'rates'].some((name) => values.has(name));
  return {
    configs: pick('configs', values.get('configs'), CONFIGS, (c) => c.id),
    paths: pick('paths', values.get('paths'), Object.keys(PATHS) as PathId[], (p) => p),
    rates: pick('rates', values.get('rates'), RATES, (r) => r.id),
    runs,
    stytch: !flags.has('no-stytch'),
    compare: variants(values.get('compare') ?? env.BENCH_VARIANTS),
    waterfall: flags.has('waterfall'),
    rounds: flags.has('rounds'),
    build: !flags.has('no-build'),
    servers: flags.has('servers') || (!flags.has('no-servers') && !subset && !values.has('report') && !env.BENCH_SPEED_ONLY),
    report: values.get('report'),
    help: flags.has('help'),
  };
}

/** One row of a table: a page in one config (the bare form has none), loaded `runs` times per profile. */
export interface Cell {
  key: string;
  kind: 'bare' | 'portico' | 'stytch';
  config?: BenchConfig;
  path?: PathId;
  /** The compared build's name, for a cell of another build. */
  variant?: string;
  label: string;
}

/** The cells of one profile's rounds: the bare form, then per config each path (and compared build) and Stytch. */
export function planCells(options: Pick<BenchOptions, 'configs' | 'paths' | 'stytch' | 'compare'>): Cell[] {
  const cells: Cell[] = [{ key: 'bare', kind: 'bare', label: 'bare React 19 form' }];
  for (const config of options.configs) {
    for (const path of options.paths) {
      cells.push({ key: `${config.id}/${path}`, kind: 'portico', config, path, label: PATHS[path] });
      for (const [variant] of options.compare) {
        cells.push({ key: `${config.id}/${path}@${variant}`, kind: 'portico', config, path, variant, label: `${PATHS[path]} (${variant})` });
      }
    }
    if (options.stytch && config.stytch) cells.push({ key: `${config.id}/stytch`, kind: 'stytch', config, label: "Stytch's pre-built UI" });
  }
  return cells;
}

/** Round `round`'s order: rotated by one each round, so no page always runs first or last. */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  const n = items.length;
  return items.map((_, k) => items[(k + round) % n]!);
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  /** Each run's value, in the order measured. */
  runs: number[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: [...values] };
}

/** A cell's median over the bare form's from the same run. */
export const ratio = (cell: Spread, bare: Spread) => cell.median / bare.median;

/** A script request as the page's resource timing saw it, ms from navigation. */
export interface Fetched {
  url: string;
  start: number;
  end: number;
}

/**
 * The longest chain of script requests in which each started only after the one before it had
 * arrived, among those that arrived before `before` (the frame with the field): the number of
 * sequential script downloads a person waited through, the entry (or the first file) counted.
 * Returns the chain, first request first.
 */
export function waterfall(scripts: readonly Fetched[], before: number): Fetched[] {
  const done = scripts.filter((s) => s.end <= before).sort((a, b) => a.start - b.start);
  const best = new Map<Fetched, Fetched[]>();
  for (const script of done) {
    let longest: Fetched[] = [];
    for (const earlier of done) {
      const chain = best.get(earlier);
      if (chain && earlier.end <= script.start && chain.length > longest.length) longest = chain;
    }
    best.set(script, [...longest, script]);
  }
  return [...best.values()].reduce<Fetched[]>((a, b) => (b.length > a.length ? b : a), []);
}
