/**
 * `npm run bench` can still load every cell of its matrix: each config on each host path finds the
 * email field once, and the phone's network profile runs. No time is checked here (times are the
 * bench's to print); Stytch's pages are left out, since they install a package from the registry.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/size/build';
import { CONFIGS, PATHS, RATES, type PathId } from '../../scripts/bench/matrix';
import { buildPages, type Pages } from '../../scripts/bench/pages';
import { GOALS } from '../../scripts/bench/report';
import { runMatrix, runRounds } from '../../scripts/bench/run';

const paths = Object.keys(PATHS) as PathId[];
let pages: Pages;

beforeAll(async () => {
  pages = await buildPages({ build: true, configs: CONFIGS, stytch: false, out: path.join(root, '.portico/bench/test-out') });
}, 180_000);

describe('the bench matrix', () => {
  it('finds the email field in every config on every host path, and in the bare form', async () => {
    const run = await runMatrix(
      { configs: [...CONFIGS], paths, rates: [RATES[0]!], runs: 1, stytch: false, compare: [], waterfall: false },
      pages,
      { warmUp: false, log: () => undefined },
    );
    const cells = run.rates[0]!.cells;
    expect(cells).toHaveLength(1 + CONFIGS.length * paths.length);
    for (const { cell, times, failures, depths } of cells) {
      expect({ cell: cell.key, failures }).toEqual({ cell: cell.key, failures: [] });
      expect(times).toHaveLength(1);
      expect(depths[0]).toBeGreaterThanOrEqual(1);
    }
  });

  it("loads a page on the phone's network, recording who asked for each script", async () => {
    const mobile = RATES.find((rate) => rate.network)!;
    const run = await runMatrix(
      { configs: CONFIGS.filter((c) => c.id === 'social'), paths: ['vanilla'], rates: [mobile], runs: 1, stytch: false, compare: [], waterfall: true },
      pages,
      { warmUp: false, log: () => undefined },
    );
    const social = run.rates[0]!.cells.find((c) => c.cell.key === 'social/vanilla')!;
    expect(social.failures).toEqual([]);
    const load = social.loads[0]!;
    expect(load.scripts.map((s) => load.initiators.get(s.url))).toContain('the HTML');
    expect(load.scripts.every((s) => s.bytes > 0 && s.end <= load.timeToInput!)).toBe(true);
  });

  // Counted in held rounds (scripts/bench/rounds.ts), not read from a clock: the code's own chain.
  // mountLogin took 5 in every config but email only until it asked for Main's products itself, as
  // it mounts (docs/performance.md "`mountLogin` asks for Main's products as it mounts").
  it('shows the email field after at most three scripts in a row, in every config, on every host path', async () => {
    const results = await runRounds({ configs: [...CONFIGS], paths, compare: [] }, pages);
    expect(results).toHaveLength(CONFIGS.length * paths.length);
    const over = results.filter(({ depth }) => depth === null || depth > GOALS.depth).map(({ cell, depth, rounds, errors }) => ({ cell: cell.key, depth, rounds, errors }));
    expect(over).toEqual([]);
  });
});
