/**
 * A run's raw results, kept as JSON beside the pages (.portico/bench/results-<time>.json), so its
 * tables can be printed again (`npm run bench -- --report <file>`, no browser) or read otherwise.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../size/build';
import type { MatrixRun } from './run';

export interface SavedRun {
  run: MatrixRun;
  runs: number;
  /** os.loadavg() at the start and at the end. */
  load: [number[], number[]];
}

export function saveRun(saved: SavedRun, dir = path.join(root, '.portico/bench')): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `results-${saved.run.started.toISOString().replace(/[:.]/g, '-')}.json`);
  const { run } = saved;
  const json = {
    ...saved,
    run: {
      ...run,
      started: run.started.toISOString(),
      dirs: Object.fromEntries(run.dirs),
      rates: run.rates.map((rate) => ({
        ...rate,
        cells: rate.cells.map((cell) => ({ ...cell, loads: cell.loads.map((load) => ({ ...load, initiators: Object.fromEntries(load.initiators) })) })),
      })),
    },
  };
  writeFileSync(file, JSON.stringify(json));
  return file;
}

export function loadRun(file: string): SavedRun {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const run = json.run;
  return {
    ...json,
    run: {
      ...run,
      started: new Date(run.started),
      dirs: new Map(Object.entries(run.dirs)),
      rates: run.rates.map((rate: MatrixRun['rates'][number]) => ({
        ...rate,
        cells: rate.cells.map((cell) => ({
          ...cell,
          loads: cell.loads.map((load) => ({ ...load, initiators: new Map(Object.entries(load.initiators as unknown as Record<string, string>)) })),
        })),
      })),
    },
  };
}
