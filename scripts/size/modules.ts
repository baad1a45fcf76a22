/**
 * `npx tsx scripts/size/modules.ts [chunk …]`: what each of dist's chunks holds, module by module:
 * the module's code minified and gzipped alone, and what the chunk's gzip loses without it (its
 * marginal cost). A rough table for finding bytes; not a budget.
 */
import { rollup, type OutputChunk } from 'rollup';
import { transform } from 'esbuild';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { root } from './build';

process.env.PORTICO_BUILD = 'js';
process.env.NODE_ENV = 'production';
const configs = (await import(path.join(root, 'rollup.config.mjs'))).default as Array<Record<string, unknown>>;
const { output, ...input } = configs[0]!;
// Without Terser's pass (scripts/compressChunks.mjs): a module's code must appear in its chunk as written to be cut out.
const skipped = ['portico-clean-dist', 'portico-compress-chunks'];
const bundle = await rollup({ ...input, plugins: (input.plugins as unknown[]).filter((p) => !skipped.includes((p as { name?: string }).name ?? '')) } as never);
const { output: files } = await bundle.generate(output as never);
const wanted = process.argv.slice(2);
const gz = (code: string) => gzipSync(code, { level: 9 }).length;
// As a host's production build sees it: process.env.NODE_ENV replaced, development-only code dropped.
const min = async (code: string) => (await transform(code, { minify: true, loader: 'js', format: 'esm', define: { 'process.env.NODE_ENV': '"production"' } })).code;

for (const chunk of files.filter((f): f is OutputChunk => f.type === 'chunk')) {
  if (wanted.length && !wanted.some((w) => chunk.fileName.includes(w))) continue;
  // Without its export list, a chunk still minifies when one module's code is cut out of it.
  const code = chunk.code.replace(/^export \{[^}]*\};?$/gm, '');
  const whole = gz(await min(code));
  const rows = [];
  for (const [id, info] of Object.entries(chunk.modules)) {
    const own = info.code;
    if (!own) continue;
    const alone = gz(await min(own));
    const without = await min(code.replace(own, '')).then(gz, () => Number.NaN);
    rows.push({ id: path.relative(root, id), raw: info.renderedLength, alone, marginal: whole - without });
  }
  rows.sort((a, b) => b.marginal - a.marginal);
  console.log(`\n${chunk.fileName}: ${whole} B gzip (minified)`);
  for (const r of rows) console.log(`${String(r.marginal).padStart(7)} ${String(r.alone).padStart(7)} ${String(r.raw).padStart(7)}  ${r.id}`);
}
