import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dts } from 'rollup-plugin-dts';
import postcss from 'postcss';
import { porticoIsolation } from './scripts/cssIsolation.mjs';
import { porticoChunks } from './scripts/chunks.mjs';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Hosts bring their own React and install our dependencies once: keep them out of the bundle.
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * Finishes the extracted stylesheet: host CSS kept out (scripts/cssIsolation.mjs), then shipped a
 * second time as a JS string, for Shadow DOM roots (adoptedStyleSheets).
 */
function finishCss() {
  return {
    name: 'portico-finish-css',
    async generateBundle(_options, bundle) {
      const asset = bundle['style.css'];
      if (!asset || asset.type !== 'asset') this.error('style.css was not extracted');
      const extracted = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      const css = (await postcss([porticoIsolation()]).process(extracted, { from: undefined })).css;
      asset.source = css;
      this.emitFile({ type: 'asset', fileName: 'style-string.js', source: `export default ${JSON.stringify(css)};\n` });
      this.emitFile({
        type: 'asset',
        fileName: 'style-string.d.ts',
        source: 'declare const css: string;\nexport default css;\n',
      });
    },
  };
}

/**
 * The package's entry points, one per layer: importing a widget never reaches every screen. Each
 * also needs its line in package.json `exports` (`npm run check:package` type-checks every one).
 */
const entries = {
  index: 'src/index.ts',
  vanilla: 'src/vanilla.ts',
  session: 'src/session.ts',
  'password-reset': 'src/passwordReset.ts',
  'passkey-registration': 'src/passkeyRegistration.ts',
  'identity-provider': 'src/identityProvider.ts',
  screens: 'src/screens/index.ts',
  flows: 'src/flows/index.ts',
  primitives: 'src/primitives/index.ts',
  i18n: 'src/i18n/index.ts',
  client: 'src/client/index.ts',
  server: 'src/server/index.ts',
  'better-auth': 'src/betterAuth.ts',
  phone: 'src/phone/index.ts',
  tokens: 'tokens/index.ts',
};

// `tsc -p tsconfig.build.json` writes per-file declarations here; they are bundled below, never shipped.
const declarationsDir = '.portico/types';
const declarationOf = (source) => `${declarationsDir}/${source.replace(/\.tsx?$/, '.d.ts')}`;

/** Starts every build from an empty dist/, so nothing stale gets packed. */
function cleanDist() {
  return { name: 'portico-clean-dist', buildStart: () => rmSync('dist', { recursive: true, force: true }) };
}

/**
 * Entries whose exports are React components a Next.js App Router server component may render:
 * each starts with 'use client' (issue 26). Rollup drops module-level directives from sources, so
 * the build writes it as the entry's first line; chunks need none (they load behind an entry).
 */
export const CLIENT_ENTRIES = ['index', 'session', 'password-reset', 'passkey-registration', 'identity-provider', 'screens', 'flows', 'primitives'];
const useClient = (chunk) => (chunk.isEntry && CLIENT_ENTRIES.includes(chunk.name) ? "'use client';" : '');

const javascript = {
  input: entries,
  external: isExternal,
  output: {
    dir: 'dist',
    format: 'esm',
    entryFileNames: '[name].js',
    // No hash: a host's bundler names (and hashes) the files it serves.
    chunkFileNames: 'chunks/[name].js',
    // What Main needs is one file, each lazy part another (scripts/chunks.mjs).
    manualChunks: porticoChunks(),
    // No bare `import './chunks/x.js'` for what a chunk's imports import: with them, a page importing
    // `mountLogin` from `portico` downloaded the session hooks' chunk, the protocol client and
    // js-cookie (kept as side effects by the host's bundler), even on Better Auth (issue 21).
    hoistTransitiveImports: false,
    assetFileNames: '[name][extname]',
    banner: useClient,
    sourcemap: true,
  },
  plugins: [
    cleanDist(),
    nodeResolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
    vanillaExtractPlugin({ extract: { name: 'style.css' }, identifiers: ({ hash }) => `pt${hash}` }),
    esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    finishCss(),
  ],
};

// One bundled .d.ts per entry: tsc's per-file output imports `./x` without an extension, which
// moduleResolution node16/nodenext refuse (TS2834); rollup writes its imports between the bundles
// (`./tokens.js`, `./chunks/types-….js`) with the extension, which all three modes accept.
const declarations = {
  input: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, declarationOf(source)])),
  // Every package import stays an import (the plugin's default): a host resolves it from its own node_modules.
  output: { dir: 'dist', format: 'esm', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/types-[hash].d.ts' },
  plugins: [dts()],
};

// PORTICO_BUILD=js builds the JavaScript alone (the size probe has no use for declarations).
export default process.env.PORTICO_BUILD === 'js' ? javascript : [javascript, declarations];
