/**
 * Radix releases from 2026-07-20 on are built with keepNames, and each top-level
 * `__name(fn, "fn")` call is a side effect a host's bundler must keep, with `fn` and all it uses
 * (react-collection's unused OrderedDict among them): 4 KiB gzip more for the whole Login widget.
 * package.json pins the last set without them; an upgrade that brings them back fails here, with
 * the package to look at, before it fails the size budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const radix = path.resolve(__dirname, '../../../node_modules/@radix-ui');
const builds = readdirSync(radix).map((name) => ({ name, file: path.join(radix, name, 'dist/index.mjs') }));

describe('the Radix packages a host bundles with Portico', () => {
  it('are built without keepNames: no top-level __name() call keeps an unused export alive', () => {
    const kept = builds.filter(({ file }) => {
      try {
        return /^__name\(/m.test(readFileSync(file, 'utf8'));
      } catch {
        return false; // a package without an ESM build (types only)
      }
    });
    expect(kept.map(({ name }) => `@radix-ui/${name}`)).toEqual([]);
  });

  it('include the three primitives the widget uses', () => {
    expect(builds.map(({ name }) => name)).toEqual(expect.arrayContaining(['react-tabs', 'react-select', 'react-collapsible']));
  });
});
