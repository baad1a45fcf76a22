import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { staticChunks } from '../../../scripts/size/build';
import { variants } from '../../../scripts/size/speed';

// A host build's outputs, as esbuild's metafile lists them: only what staticChunks reads.
const output = (imports: Array<[string, 'import-statement' | 'dynamic-import']>) =>
  ({ imports: imports.map(([path, kind]) => ({ path, kind })), bytes: 0, inputs: {}, exports: [] }) as unknown as Metafile['outputs'][string];

const metafile = {
  inputs: {},
  outputs: {
    'out/host.js': output([
      ['out/chunks/react-core.js', 'import-statement'],
      ['out/chunks/client.js', 'import-statement'],
      ['out/chunks/otp.js', 'dynamic-import'],
    ]),
    'out/chunks/react-core.js': output([['out/chunks/helpers.js', 'import-statement']]),
    'out/chunks/client.js': output([
      ['out/chunks/helpers.js', 'import-statement'],
      ['out/chunks/clientCalls.js', 'dynamic-import'],
    ]),
    'out/chunks/helpers.js': output([]),
    'out/chunks/otp.js': output([['out/chunks/phone.js', 'import-statement']]),
    'out/chunks/clientCalls.js': output([]),
    'out/chunks/phone.js': output([]),
  },
} as Metafile;

describe('staticChunks (the modulepreload hints of the bench host page)', () => {
  it('lists every chunk the entry needs before it runs, transitively and once each', () => {
    expect(staticChunks(metafile, 'out/host.js').sort()).toEqual(['out/chunks/client.js', 'out/chunks/helpers.js', 'out/chunks/react-core.js']);
  });
  it('leaves out lazy chunks and what only they import', () => {
    const chunks = staticChunks(metafile, 'out/host.js');
    for (const lazy of ['out/chunks/otp.js', 'out/chunks/phone.js', 'out/chunks/clientCalls.js']) expect(chunks).not.toContain(lazy);
  });
  it('is empty for a page of one file', () => {
    expect(staticChunks(metafile, 'out/chunks/helpers.js')).toEqual([]);
  });
});

describe('variants (BENCH_VARIANTS, PROFILE_VARIANTS)', () => {
  it('reads name=folder pairs; a folder may hold "="', () => {
    expect(variants('before=/tmp/a, after=/tmp/b=c')).toEqual([
      ['before', '/tmp/a'],
      ['after', '/tmp/b=c'],
    ]);
    expect(variants(undefined)).toEqual([]);
  });
  it('refuses an entry without a folder, as a name with a comma would make one', () => {
    expect(() => variants('Portico, before=/tmp/a')).toThrowError(/"Portico" is not name=folder/);
  });
});
