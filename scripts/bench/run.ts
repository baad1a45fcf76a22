/**
 * Runs the matrix: per profile, `runs` rounds, each loading every cell once, cold, in an order
 * rotated round by round, so every cell and the bare form it is divided by share the machine's
 * load of the same minutes. One browser, one load at a time.
 */
import type { Browser } from 'playwright';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { coldLoad, launchBenchChromium, type Load } from './load';
import { planCells, roundOrder, waterfall, type BenchOptions, type Cell, type Rate } from './matrix';
import { comparedDir, type Pages } from './pages';
import { roundsToField, type Rounds } from './rounds';
import { servePage, type Served } from './serve';

/** The host pages' public token (scripts/bench/hosts, the element's page). */
export const BENCH_TOKEN = 'public-token-bench';

export interface CellResult {
  cell: Cell;
  /** Time-to-input of each load that showed the field, ms, in the order measured. */
  times: number[];
  /** Scripts in a row before the field, per load. */
  depths: number[];
  /** Loads in which the field never showed, with what the page threw. */
  failures: string[];
  loads: Load[];
}

export interface RateResult {
  rate: Rate;
  cells: CellResult[];
}

export interface MatrixRun {
  rates: RateResult[];
  chromium: string;
  started: Date;
  seconds: number;
  /** The page folder of each cell (for naming its chunks). */
  dirs: Map<string, string>;
}

/** What each cell loads: its page's folder and the query string that gives the host its options. */
function pageOf(cell: Cell, pages: Pages, compare: BenchOptions['compare']): { dir: string; query: string } {
  if (cell.kind === 'bare') return { dir: pages.dirs.bare!, query: '' };
  if (cell.kind === 'stytch') return { dir: pages.dirs[`stytch-${cell.config!.id}`]!, query: '' };
  const base = cell.variant ? comparedDir(compare.find(([name]) => name === cell.variant)![1], cell.path!) : pages.dirs[cell.path!]!;
  return { dir: base, query: `?options=${encodeURIComponent(JSON.stringify(cell.config!.widget))}` };
}

export async function runMatrix(
  options: Pick<BenchOptions, 'configs' | 'paths' | 'rates' | 'runs' | 'stytch' | 'compare' | 'waterfall'>,
  pages: Pages,
  { warmUp = true, log = (line: string) => process.stderr.write(`${line}\n`) }: { warmUp?: boolean; log?: (line: string) => void } = {},
): Promise<MatrixRun> {
  const cells = planCells({ ...options, stytch: options.stytch && !pages.stytchProblem }).filter(
    (cell) => cell.kind !== 'stytch' || pages.dirs[`stytch-${cell.config!.id}`],
  );
  const servers = new Map<string, Served>();
  const dirs = new Map<string, string>();
  const urls = new Map<string, string>();
  let browser: Browser | undefined;
  let emulator: RunningEmulator | undefined;
  const started = new Date();
  try {
    // The provider behind every Portico page: the emulator, as a host develops against it.
    emulator = await startEmulator({ port: 0, inMemory: true, quiet: true, config: { public_token: BENCH_TOKEN } });
    for (const cell of cells) {
      const { dir, query } = pageOf(cell, pages, options.compare);
      if (!servers.has(dir)) servers.set(dir, await servePage(dir, { api: emulator.url }));
      dirs.set(cell.key, dir);
      urls.set(cell.key, `${servers.get(dir)!.url}/index.html${query}`);
    }
    browser = await launchBenchChromium();
    const load = (cell: Cell, rate: Rate) =>
      coldLoad(browser!, urls.get(cell.key)!, rate, { lang: cell.kind === 'portico' ? cell.config!.widget.lang : undefined, initiators: options.waterfall });
    // Not counted: a browser's first loads pay for things no page load does.
    if (warmUp) for (const cell of cells) await load(cell, options.rates[0]!);
    const rates: RateResult[] = [];
    for (const rate of options.rates) {
      const results = new Map<string, CellResult>(cells.map((cell) => [cell.key, { cell, times: [], depths: [], failures: [], loads: [] }]));
      for (let round = 0; round < options.runs; round += 1) {
        const began = Date.now();
        for (const cell of roundOrder(cells, round)) {
          const result = results.get(cell.key)!;
          const measured = await load(cell, rate);
          result.loads.push(measured);
          if (measured.timeToInput === null) {
            result.failures.push(measured.errors.join('; ') || 'no error thrown');
            continue;
          }
          result.times.push(measured.timeToInput);
          result.depths.push(waterfall(measured.scripts, measured.timeToInput).length);
        }
        log(`${rate.id}: round ${round + 1}/${options.runs}, ${cells.length} loads in ${((Date.now() - began) / 1000).toFixed(0)} s`);
      }
      rates.push({ rate, cells: [...results.values()] });
    }
    return { rates, chromium: browser.version(), started, seconds: (Date.now() - started.getTime()) / 1000, dirs };
  } finally {
    await browser?.close();
    for (const { server } of servers.values()) server.close();
    await emulator?.close();
  }
}

/** Each Portico cell's scripts in a row before the field, counted in held rounds (rounds.ts), once per cell at 1x. */
export async function runRounds(options: Pick<BenchOptions, 'configs' | 'paths' | 'compare'>, pages: Pages): Promise<Array<{ cell: Cell } & Rounds>> {
  const cells = planCells({ ...options, stytch: false }).filter((cell) => cell.kind === 'portico');
  const servers = new Map<string, Served>();
  let browser: Browser | undefined;
  let emulator: RunningEmulator | undefined;
  try {
    emulator = await startEmulator({ port: 0, inMemory: true, quiet: true, config: { public_token: BENCH_TOKEN } });
    browser = await launchBenchChromium();
    const results: Array<{ cell: Cell } & Rounds> = [];
    for (const cell of cells) {
      const { dir, query } = pageOf(cell, pages, options.compare);
      if (!servers.has(dir)) servers.set(dir, await servePage(dir, { api: emulator.url }));
      results.push({ cell, ...(await roundsToField(browser, `${servers.get(dir)!.url}/index.html${query}`, { lang: cell.config!.widget.lang })) });
    }
    return results;
  } finally {
    await browser?.close();
    for (const { server } of servers.values()) server.close();
    await emulator?.close();
  }
}
