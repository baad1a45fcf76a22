/**
 * The bench's tables, in Markdown (docs/performance.md keeps them): per profile, every cell's
 * time-to-input with its spread, its ratio to the bare form of the same run and the scripts it
 * fetched in a row before the field; then the goals' summary; with --waterfall, each cell's scripts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { median, ratio, spread, waterfall, PATHS, type Spread } from './matrix';
import { metafileOf } from './pages';
import type { CellResult, MatrixRun, RateResult } from './run';
import { root } from '../size/build';

/** Issue's goals: at most 1.10x the bare form at 1x and 4x, below Stytch on the phone's network, entry + 2 scripts in a row. */
export const GOALS = { ratio: 1.1, depth: 3 };

const ms = (s: Spread) => `${s.median.toFixed(0)} (${s.min.toFixed(0)}–${s.max.toFixed(0)})`;

/**
 * The fewest scripts in a row over the loads, and the most when they differ: timing can only add
 * to a chain (a file asked for late by a busy main thread looks as if it waited for one that
 * arrived before), never take a real dependency out of it, so the fewest is the code's own chain.
 */
export function depthText(depths: readonly number[]): string {
  if (depths.length === 0) return '–';
  const [lo, hi] = [Math.min(...depths), Math.max(...depths)];
  return lo === hi ? String(lo) : `${lo} (up to ${hi})`;
}

const bareOf = (rate: RateResult) => rate.cells.find((c) => c.cell.kind === 'bare')!;
const spreadOf = (result: CellResult) => (result.times.length ? spread(result.times) : undefined);

function row(result: CellResult, bare: Spread | undefined): string {
  const s = spreadOf(result);
  const name = result.cell.config?.name ?? '—';
  const failed = result.failures.length ? `; no field in ${result.failures.length} of ${result.loads.length} loads (${result.failures[0]})` : '';
  const r = s && bare ? `${ratio(s, bare).toFixed(2)}x` : '–';
  return `| ${name} | ${result.cell.label} | ${s ? ms(s) : 'never'}${failed} | ${r} | ${depthText(result.depths)} |`;
}

export function rateTable(rate: RateResult): string[] {
  const bare = spreadOf(bareOf(rate));
  return [
    `### ${rate.rate.name}`,
    '',
    '| config | page | time-to-input, ms: median (min–max) | ratio to the bare form | scripts in a row before the field |',
    '|---|---|---|---|---|',
    ...rate.cells.map((result) => row(result, bare)),
  ];
}

/** One line per Portico cell: its ratios per profile and Stytch's, with ✗ where a goal is missed. */
export function summary(run: MatrixRun): string[] {
  const rates = run.rates;
  const lines = [
    '| config | path | ' + rates.map((r) => r.rate.id).join(' | ') + ' | Stytch, same config: ' + rates.map((r) => r.rate.id).join(' / ') + ' | scripts in a row |',
    '|---|---|' + rates.map(() => '---|').join('') + '---|---|',
  ];
  const portico = rates[0]?.cells.filter((c) => c.cell.kind === 'portico') ?? [];
  for (const { cell } of portico) {
    const ratios = rates.map((rate) => {
      const bare = spreadOf(bareOf(rate));
      const own = rate.cells.find((c) => c.cell.key === cell.key)!;
      const stytch = rate.cells.find((c) => c.cell.key === `${cell.config!.id}/stytch`);
      const [s, st] = [spreadOf(own), stytch && spreadOf(stytch)];
      if (!s || !bare) return { text: 'never ✗', stytch: st && bare ? ratio(st, bare) : undefined };
      const value = ratio(s, bare);
      const stytchValue = st ? ratio(st, bare) : undefined;
      const miss = rate.rate.network ? stytchValue !== undefined && value >= stytchValue : value > GOALS.ratio;
      return { text: `${value.toFixed(2)}x${miss ? ' ✗' : ''}`, stytch: stytchValue };
    });
    const depths = rates.flatMap((rate) => rate.cells.find((c) => c.cell.key === cell.key)!.depths);
    const depth = depthText(depths);
    const stytch = ratios.some((r) => r.stytch !== undefined) ? ratios.map((r) => (r.stytch === undefined ? '–' : `${r.stytch.toFixed(2)}x`)).join(' / ') : '–';
    lines.push(
      `| ${cell.config!.name} | ${cell.label} | ${ratios.map((r) => r.text).join(' | ')} | ${stytch} | ${depth}${Math.min(...depths) > GOALS.depth ? ' ✗' : ''} |`,
    );
  }
  return lines;
}

/** What a file of a page holds, biggest first: our dist chunks and packages (esbuild's record), or sources (a source map). */
export function holds(dir: string, file: string, top = 4): string {
  const weights = new Map<string, number>();
  const add = (label: string, bytes: number) => weights.set(label, (weights.get(label) ?? 0) + bytes);
  const label = (id: string) => {
    const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1];
    if (pkg) return pkg;
    const product = /src\/products\/([^/]+)/.exec(id)?.[1];
    if (product) return `products/${product}`;
    if (/^scripts\//.test(id)) return "the host's code";
    return path.basename(id).replace(/\.(js|tsx?|mjs)$/, '');
  };
  const meta = metafileOf(dir);
  const output = meta?.outputs[path.relative(root, path.join(dir, file))];
  if (output) {
    // No code of its own: a facade for a module whose code is in another file (a dynamic import's
    // target, re-exported), or, without an entry point, esbuild's helpers.
    if (Object.values(output.inputs).every((input) => input.bytesInOutput === 0)) {
      const target = output.entryPoint ?? Object.keys(output.inputs)[0];
      return target ? `re-exports ${label(target)}` : "esbuild's helpers";
    }
    for (const [id, input] of Object.entries(output.inputs)) add(label(id), input.bytesInOutput);
  }
  else if (existsSync(path.join(dir, `${file}.map`))) {
    const map = JSON.parse(readFileSync(path.join(dir, `${file}.map`), 'utf8')) as { sources: string[]; sourcesContent?: Array<string | null> };
    map.sources.forEach((source, i) => add(label(source), map.sourcesContent?.[i]?.length ?? 1));
  }
  const sorted = [...weights].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]);
  return sorted.slice(0, top).map(([name]) => name).join(', ') + (sorted.length > top ? ', …' : '');
}

/** The load of median time-to-input, its scripts in the order requested, each chain step numbered. */
export function waterfallOf(result: CellResult, dir: string): string[] {
  const loads = result.loads.filter((l) => l.timeToInput !== null);
  if (!loads.length) return [`(the field never showed: ${result.failures[0] ?? ''})`];
  const mid = median(loads.map((l) => l.timeToInput!));
  const load = loads.reduce((a, b) => (Math.abs(b.timeToInput! - mid) < Math.abs(a.timeToInput! - mid) ? b : a));
  const chain = waterfall(load.scripts, load.timeToInput!);
  const lines = [
    `Field visible at ${load.timeToInput!.toFixed(0)} ms; ${chain.length} script requests in a row.`,
    '',
    '| step | file | KiB (gzip) | requested – arrived, ms | requested by | holds |',
    '|---|---|---|---|---|---|',
  ];
  for (const script of [...load.scripts].sort((a, b) => a.start - b.start)) {
    const step = chain.indexOf(script);
    const file = script.url.replace(/^\//, '');
    lines.push(
      `| ${step >= 0 ? step + 1 : '·'} | ${file} | ${(script.bytes / 1024).toFixed(1)} | ${script.start.toFixed(0)} – ${script.end.toFixed(0)} | ${load.initiators.get(script.url) ?? '?'} | ${holds(dir, file.split('?')[0]!)} |`,
    );
  }
  return lines;
}

export function report(run: MatrixRun, { runs, waterfalls, load }: { runs: number; waterfalls: boolean; load: [number[], number[]] }): string {
  const avg = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ');
  const lines = [
    `## Bench, ${run.started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Chromium ${run.chromium}; ${runs} cold loads per cell and profile, interleaved round by round; ` +
      `load average (1 / 5 / 15 min) ${avg(load[0])} at the start, ${avg(load[1])} at the end; ` +
      `${(run.seconds / 60).toFixed(1)} min. Paths: ${Object.values(PATHS).join(', ')}.`,
    '',
  ];
  for (const rate of run.rates) lines.push(...rateTable(rate), '');
  lines.push(
    `### Goals: ≤ ${GOALS.ratio.toFixed(2)}x the bare form at 1x and 4x, below Stytch's same config on the phone's network, ≤ ${GOALS.depth} scripts in a row (the entry and two); ✗ where missed`,
    '',
    ...summary(run),
  );
  if (waterfalls) {
    for (const rate of run.rates) {
      for (const result of rate.cells) {
        lines.push('', `#### ${result.cell.config?.name ?? 'bare'}: ${result.cell.label}, ${rate.rate.id}`, '', ...waterfallOf(result, run.dirs.get(result.cell.key)!));
      }
    }
  }
  return lines.join('\n');
}
