import { readFileSync, rmSync } from 'node:fs';
import { dts } from 'rollup-plugin-dts';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import dynamicImportVars from '@rollup/plugin-dynamic-import-vars';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Hosts bring their own React and install our dependencies once: keep them out of the bundle.
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`));

/** Ships the extracted stylesheet a second time as a JS string, for Shadow DOM roots (adoptedStyleSheets). */
function cssAsString() {
  return {
    name: 'portico-css-as-string',
    generateBundle(_options, bundle) {
      const asset = bundle['style.css'];
      if (!asset || asset.type !== 'asset') this.error('style.css was not extracted');
      const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      this.emitFile({ type: 'asset', fileName: 'style-string.js', source: `export default ${JSON.stringify(css)};\n` });
      this.emitFile({
        type: 'asset',
        fileName: 'style-string.d.ts',
        source: 'declare const css: string;\nexport default css;\n',
      });
    },
  };
}

/** The package's entry points; each also needs its line in package.json `exports` (`npm run check:package` type-checks every one). */
const entries = {
  index: 'src/index.ts',
  screens: 'src/screens/index.ts',
  client: 'src/client/index.ts',
  tokens: 'tokens/index.ts',
};

// `tsc -p tsconfig.build.json` writes per-file declarations here; they are bundled below, never shipped.
const declarationsDir = '.portico/types';
const declarationOf = (source) => `${declarationsDir}/${source.replace(/\.tsx?$/, '.d.ts')}`;

/** Starts every build from an empty dist/, so nothing stale gets packed. */
function cleanDist() {
  return { name: 'portico-clean-dist', buildStart: () => rmSync('dist', { recursive: true, force: true }) };
}

export default [
  {
    input: entries,
    external: isExternal,
    output: {
      dir: 'dist',
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      assetFileNames: '[name][extname]',
      sourcemap: true,
    },
    plugins: [
      cleanDist(),
      nodeResolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      vanillaExtractPlugin({ extract: { name: 'style.css' }, identifiers: ({ hash }) => `portico_${hash}` }),
      esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
      // Locale files (src/i18n/locales/<lang>.ts) become one lazy chunk each.
      dynamicImportVars({ errorWhenNoFilesFound: false }),
      cssAsString(),
    ],
  },
  // One bundled .d.ts per entry: tsc's per-file output imports `./x` without an extension, which
  // moduleResolution node16/nodenext refuse (TS2834); rollup writes its imports between the bundles
  // (`./tokens.js`, `./chunks/types-….js`) with the extension, which all three modes accept.
  {
    input: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, declarationOf(source)])),
    // Every package import stays an import (the plugin's default): a host resolves it from its own node_modules.
    output: { dir: 'dist', format: 'esm', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/types-[hash].d.ts' },
    plugins: [dts()],
  },
];
