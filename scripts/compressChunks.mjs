/**
 * Terser's compressor over each of dist's chunks, before a host's bundler minifies them again. A
 * host's minifier (esbuild, Vite's, webpack's) renames and drops whitespace, but it folds less:
 * Terser joins the conditions, returns and declarations of a chunk's modules and drops what only
 * served the source's shape. Its default transforms keep the code's meaning; names stay (no mangling;
 * function and class names too, for a host's development build and React's devtools), the
 * bundlers' pure annotations stay, and the output stays readable (beautified, source-mapped).
 * Measured (`npm run size`), two of its defaults made the host's files bigger, not smaller: inlining
 * a function used once into its caller (`reduce_funcs`), and inlining functions with statements or
 * variables (`inline` above 1), which copies their bodies into each caller; one that is off made
 * them smaller and is on (`hoist_funs`).
 */
import { minify } from 'terser';

export function compressChunks() {
  return {
    name: 'portico-compress-chunks',
    async renderChunk(code, chunk) {
      const result = await minify(
        { [chunk.fileName]: code },
        {
          module: true,
          mangle: false,
          compress: {
            ecma: 2020,
            inline: 1,
            reduce_funcs: false,
            // Each scope's function declarations first (the language hoists them anyway): one run
            // of them, not interleaved with the statements between, compresses better.
            hoist_funs: true,
            // The entries' 'use client' (rollup.config.mjs `banner`) is a directive Terser does not know.
            directives: false,
            keep_fnames: true,
            keep_classnames: true,
          },
          // Single quotes, as Rollup writes them: the entries' first line stays `'use client';`.
          format: { beautify: true, comments: 'some', preserve_annotations: true, quote_style: 1 },
          sourceMap: { asObject: true },
        },
      );
      return { code: result.code, map: result.map };
    },
  };
}
