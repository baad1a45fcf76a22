import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { PAGE_STYLE_FILE, providerPageStyleSource } from '../../scripts/emulator/writeProviderPageStyle';

// The packed emulator cannot reach tokens/, so it ships their values; this ties the copy to them.
it("the emulated provider page's style is the tokens' (npx tsx scripts/emulator/writeProviderPageStyle.ts rewrites it)", () => {
  expect(readFileSync(PAGE_STYLE_FILE, 'utf8')).toBe(providerPageStyleSource());
});

it('no file of the emulator package imports from outside it (it is packed alone)', () => {
  let hits = '';
  try {
    hits = execFileSync('git', ['grep', '-nE', "from '(\\.\\./)+(tokens|src|scripts|server|demo)/", '--', 'emulator/'], { encoding: 'utf8' });
  } catch {
    // git grep exits 1 when nothing matches.
  }
  expect(hits).toBe('');
});
