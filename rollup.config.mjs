import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dts } from 'rollup-plugin-dts';
import postcss from 'postcss';
import { porticoIsolation } from './scripts/cssIsolation.mjs';
import { porticoChunks } from './scripts/chunks.mjs';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import esbuild from 'rollup-plugin-esbuild';
import { transformSync } from 'esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';

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
  elements: 'src/elements/index.ts',
};

/**
 * The custom elements adopt the built stylesheet (`style-string.js`, beside the entries) in their
 * shadow roots; from source, src/elements/css.ts has none and they copy the page's rules instead.
 */
/** The finished stylesheet the JavaScript build wrote (finishCss), as a string. */
const builtCss = () =>
  transformSync(JSON.parse(readFileSync('dist/style-string.js', 'utf8').replace(/^export default /, '').replace(/;\s*$/, '')), {
    loader: 'css',
    minify: true,
  }).code;

function elementCss({ inline = false } = {}) {
  const source = fileURLToPath(new URL('./src/elements/css.ts', import.meta.url));
  return {
    name: 'portico-element-css',
    resolveId: (id) => (id === 'portico:style-string' ? { id, external: true } : null),
    load(id) {
      if (id !== source) return null;
      // The framework-free build carries the CSS in its first file: one download fewer before the form shows.
      if (inline) return `export const loadElementCss = () => Promise.resolve(${JSON.stringify(builtCss())});\n`;
      return "import css from 'portico:style-string';\nexport const loadElementCss = () => Promise.resolve(css);\n";
    },
    // The stylesheet sits beside the entries: a chunk in chunks/ reaches it one folder up.
    renderChunk: (code, chunk) =>
      code.includes('portico:style-string') ? code.replaceAll("'portico:style-string'", chunk.fileName.includes('/') ? "'../style-string.js'" : "'./style-string.js'") : null,
  };
}

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
    elementCss(),
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

// React's modules as a host's code imports them, and what Preact answers for each.
const PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** Resolves React to preact/compat (issue 24): the framework-free build downloads no React. */
function preactForReact() {
  return {
    name: 'portico-preact',
    async resolveId(id, importer) {
      if (!(id in PREACT)) return null;
      return this.resolve(PREACT[id], importer, { skipSelf: true });
    },
  };
}

/**
 * Drops the stylesheet vanilla-extract extracts again (the standalone build carries style-string's)
 * and its imports, which its own clean-up misses once esbuild has minified them (`import"….css"`).
 */
const dropCss = () => ({
  name: 'portico-drop-css',
  generateBundle(_options, bundle) {
    delete bundle['standalone.css'];
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk') chunk.code = chunk.code.replace(/import\s*"[^"]+\.vanilla\.css";?/g, '');
    }
  },
});

/**
 * `dist/standalone/elements.js`: the custom elements rendered with Preact, every dependency
 * bundled and minified, for a `<script type="module">` in a page without a bundler. Products and
 * languages stay lazy chunks beside it.
 */
const standalone = {
  input: { elements: 'src/elements/index.ts' },
  // The first file is the code itself, not a facade importing it: one request fewer before the form shows.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist/standalone',
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    assetFileNames: '[name][extname]',
    hoistTransitiveImports: false,
    sourcemap: true,
  },
  plugins: [
    preactForReact(),
    elementCss({ inline: true }),
    nodeResolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'], browser: true }),
    commonjs(),
    vanillaExtractPlugin({ extract: { name: 'standalone.css' }, identifiers: ({ hash }) => `pt${hash}` }),
    esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json', minify: true, define: { 'process.env.NODE_ENV': '"production"' } }),
    dropCss(),
  ],
};

/**
 * `dist/standalone/redirect.js`, for a redirect page without a bundler: the client and
 * handleAuthRedirect, a build of its own, so the elements' first file shares no chunk with it.
 */
const standaloneRedirect = {
  ...standalone,
  input: { redirect: 'src/elements/redirect.ts' },
  output: { ...standalone.output, chunkFileNames: 'chunks/redirect-[name]-[hash].js' },
};

// PORTICO_BUILD=js builds the JavaScript alone (the size probe has no use for declarations).
export default process.env.PORTICO_BUILD === 'js'
  ? [javascript, standalone, standaloneRedirect]
  : [javascript, standalone, standaloneRedirect, declarations];
