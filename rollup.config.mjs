import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dts } from 'rollup-plugin-dts';
import postcss from 'postcss';
import MagicString from 'magic-string';
import { porticoIsolation } from './scripts/cssIsolation.mjs';
import { porticoChunks, staticReach } from './scripts/chunks.mjs';
import { compressChunks } from './scripts/compressChunks.mjs';
import { parallelImports } from './scripts/parallelImports.mjs';
import { challengeWorker } from './scripts/challengeWorker.mjs';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import esbuild from 'rollup-plugin-esbuild';
import { transformSync } from 'esbuild';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Hosts bring their own React and install our dependencies once: keep them out of the bundle.
// Radix and input-otp are bundled instead (devDependencies): each has React as a required peer,
// which npm would install into a host that uses only the framework-free elements (issue 34).
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`));
// The Preact build of mountLogin's widget (below) bundles Preact for React: only the dependencies stay imports.
const dependencies = Object.keys(pkg.dependencies ?? {});
const isDependency = (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));
// The declarations import React, the dependencies, and Vue's and Svelte's template types (the host's
// own, for portico/elements/vue and /svelte); the bundled packages' types are inlined.
const typesExternal = [...external, 'vue', 'svelte', 'portico'];
const isTypesExternal = (id) => typesExternal.some((dep) => id === dep || id.startsWith(`${dep}/`));

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
  index: 'src/entries/index.ts',
  vanilla: 'src/entries/vanilla.ts',
  session: 'src/entries/session.ts',
  'password-reset': 'src/entries/passwordReset.ts',
  'passkey-registration': 'src/entries/passkeyRegistration.ts',
  'identity-provider': 'src/entries/identityProvider.ts',
  account: 'src/entries/account.ts',
  organizations: 'src/entries/organizations.ts',
  screens: 'src/entries/screens.ts',
  flows: 'src/entries/flows.ts',
  primitives: 'src/primitives/index.ts',
  i18n: 'src/entries/i18n.ts',
  client: 'src/client/index.ts',
  server: 'src/server/index.ts',
  'better-auth': 'src/entries/betterAuth.ts',
  phone: 'src/phone/index.ts',
  tokens: 'tokens/index.ts',
  elements: 'src/elements/index.ts',
  // Types only (template typings); their JavaScript is an empty module.
  'elements-vue': 'src/elements/vue.ts',
  'elements-svelte': 'src/elements/svelte.ts',
};

/**
 * The custom elements adopt the built stylesheet (`style-string.js`, beside the entries) in their
 * shadow roots; the framework-free build adopts the CSS each of its chunks brings (chunkCss below);
 * from source, src/elements/css.ts copies the page's rules instead.
 */
function elementCss({ standalone = false } = {}) {
  const source = fileURLToPath(new URL('./src/elements/css.ts', import.meta.url));
  const chunkCss = fileURLToPath(new URL('./src/elements/chunkCss.ts', import.meta.url));
  return {
    name: 'portico-element-css',
    resolveId: (id) => (id === 'portico:style-string' ? { id, external: true } : null),
    load(id) {
      if (id !== source) return null;
      if (standalone) return `export { styleElement, loadThemeCss } from ${JSON.stringify(chunkCss)};\n`;
      return "import css from 'portico:style-string';\nimport { adoptStyles } from '../widget/adoptStyles';\nexport const styleElement = (shadow) => adoptStyles(shadow, css);\nexport const loadThemeCss = () => undefined;\n";
    },
    // The stylesheet sits beside the entries: a chunk in chunks/ reaches it one folder up.
    renderChunk: (code, chunk) =>
      code.includes('portico:style-string') ? code.replaceAll("'portico:style-string'", chunk.fileName.includes('/') ? "'../style-string.js'" : "'./style-string.js'") : null,
  };
}

/**
 * Issue 24: in the framework-free build each `.css.ts` file's CSS becomes a module that hands it to
 * src/elements/chunkCss.ts (kept out of host CSS by scripts/cssIsolation.mjs, minified), so Rollup
 * puts it in the chunk that holds the styles' code: the first file carries only Main's CSS, and
 * each product brings its own when it loads. Placed before vanilla-extract, which would make the
 * same virtual `.vanilla.css` imports external stylesheets.
 *
 * The dark and system themes' variables (most of the theme's CSS) are left out of the first file:
 * their classes are named `ptlazy…` (LAZY_THEMES) and their rules become src/elements/lazyThemes.ts,
 * which an element imports before it first renders with either theme.
 */
const LAZY_THEMES = new Set(['portico-dark', 'portico-system']);
const classNames = ({ hash, debugId }) => (LAZY_THEMES.has(debugId) ? `ptlazy${hash}` : `pt${hash}`);
const isLazyTheme = (rule) => /\.ptlazy/.test(rule.selector) && !/\.pt(?!lazy)/.test(rule.selector);

/** `css` parted into what stays with its module and the lazy themes' rules. */
function splitLazyThemes(css) {
  const root = postcss.parse(css);
  const lazy = root.clone();
  root.walkRules((rule) => void (isLazyTheme(rule) && rule.remove()));
  lazy.walkRules((rule) => void (isLazyTheme(rule) || rule.remove()));
  for (const tree of [root, lazy]) tree.walkAtRules((atRule) => void (atRule.nodes && !atRule.some((node) => node.type === 'rule' || node.type === 'atrule') && atRule.remove()));
  return { own: root.toString(), lazy: lazy.toString() };
}

function chunkCss() {
  const register = fileURLToPath(new URL('./src/elements/chunkCss.ts', import.meta.url));
  const lazyThemes = fileURLToPath(new URL('./src/elements/lazyThemes.ts', import.meta.url));
  const sources = new Map();
  let themeCss; // the theme file's lazy part, once its CSS module has loaded
  const minify = async (css) =>
    transformSync((await postcss([porticoIsolation()]).process(css, { from: undefined })).css, { loader: 'css', minify: true }).code.trim();
  const module = (css) => (css ? `import { addElementCss } from ${JSON.stringify(register)};\naddElementCss(${JSON.stringify(css)});\n` : 'export {};\n');
  return {
    name: 'portico-chunk-css',
    buildStart() {
      let done;
      themeCss = { promise: new Promise((resolve) => (done = resolve)), done };
    },
    async resolveId(id) {
      if (!virtualCssFileFilter.test(id)) return null;
      const { fileName, source } = await getSourceFromVirtualCssFile(id);
      const key = `\0portico-css:${fileName}`;
      sources.set(key, { fileName, source });
      return key;
    },
    async load(id) {
      if (sources.has(id)) {
        const { fileName, source } = sources.get(id);
        const { own, lazy } = splitLazyThemes(source);
        if (/^(.*\/)?tokens\/theme\.css\.ts\.vanilla\.css$/.test(fileName)) themeCss.done(await minify(lazy));
        else if (lazy.trim()) this.error(`${fileName}: only tokens/theme.css.ts may style the lazy themes`);
        return { code: module(await minify(own)), moduleSideEffects: true };
      }
      // The theme file's CSS module loads beside this one (WidgetRoot imports the theme), in any order.
      if (id === lazyThemes) {
        const css = await themeCss.promise;
        if (!css) this.error('the dark and system themes have no CSS: did LAZY_THEMES lose their debug ids?');
        return { code: module(css), moduleSideEffects: true };
      }
      return null;
    },
  };
}

/**
 * Issue 34: Radix and input-otp are bundled (not dependencies). Each package gets a chunk of its own
 * with what only it uses, and what several of them share (Radix's primitive, context, presence, …)
 * one more, so the Login (Tabs) never loads the consent page's Collapsible or its chunk, nor the
 * Select primitive's. Modules of the widget's own sources are left to porticoChunks.
 */
const BUNDLED = ['@radix-ui/react-tabs', '@radix-ui/react-collapsible', '@radix-ui/react-select', 'input-otp'];
const packageOfId = (id) => /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1]?.replace('\\', '/');
function vendorChunks() {
  const owners = new Map();
  const ownersOf = (id, getModuleInfo, seen = new Set()) => {
    if (owners.has(id)) return owners.get(id);
    const found = new Set();
    if (seen.has(id)) return found;
    seen.add(id);
    const name = packageOfId(id);
    if (name && BUNDLED.includes(name)) found.add(name);
    else if (name) for (const importer of getModuleInfo(id)?.importers ?? []) for (const owner of ownersOf(importer, getModuleInfo, seen)) found.add(owner);
    owners.set(id, found);
    return found;
  };
  return (id, { getModuleInfo }) => {
    if (!packageOfId(id)) return undefined;
    const found = ownersOf(id, getModuleInfo);
    if (found.size === 0) return undefined;
    return found.size === 1 ? `vendor-${[...found][0].replace('@radix-ui/react-', 'radix-')}` : 'vendor-radix-shared';
  };
}

/**
 * mountLogin's widget (src/widget/mount/drawLogin.tsx) and the downloads its Main needs
 * (src/products/mainDownloads.ts) are built with Preact (`preactLogin` below), not with the package's
 * React: in this build mountLogin's imports of them are of that build's files, `preact/login.js` and
 * `preact/mainDownloads.js` beside the entries, written relative to whichever chunk holds the import.
 * Login's own import of mainDownloads (a React host's) stays this build's.
 */
const MOUNT_LOGIN = fileURLToPath(new URL('./src/widget/mount/mountLogin.ts', import.meta.url));
const DRAW_LOGIN = fileURLToPath(new URL('./src/widget/mount/drawLogin.tsx', import.meta.url));
const MAIN_DOWNLOADS = fileURLToPath(new URL('./src/products/mainDownloads.ts', import.meta.url));
// The Preact build's entries (its `input`), each written `<name>.js` beside the package's entries.
const PREACT_ENTRIES = { login: DRAW_LOGIN, mainDownloads: MAIN_DOWNLOADS };
const PREACT_FILES = new Map(Object.entries(PREACT_ENTRIES).map(([name, source]) => [source, `${name}.js`]));
const PREACT_FILE = /'portico:preact\/([\w.]+)'/g;
function preactLoginImport() {
  return {
    name: 'portico-preact-login-import',
    async resolveId(id, importer) {
      if (importer !== MOUNT_LOGIN) return null;
      const resolved = await this.resolve(id, importer, { skipSelf: true });
      const file = resolved && PREACT_FILES.get(resolved.id);
      return file ? { id: `portico:preact/${file}`, external: true } : null;
    },
    renderChunk(code, chunk) {
      if (!code.includes('portico:preact/')) return null;
      // With its source map: the size probes trace the chunk back to its sources through it.
      const out = new MagicString(code);
      const base = chunk.fileName.includes('/') ? '../preact/' : './preact/';
      out.replace(PREACT_FILE, (_, file) => `'${base}${file}'`);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
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
    manualChunks: ((own, vendor) => (id, api) => own(id, api) ?? vendor(id, api))(porticoChunks(), vendorChunks()),
    // No bare `import './chunks/x.js'` for what a chunk's imports import: with them, a page importing
    // `mountLogin` from `portico` downloaded the session hooks' chunk, the protocol client and
    // js-cookie (kept as side effects by the host's bundler), even on Better Auth (issue 21).
    hoistTransitiveImports: false,
    // A lazy import's namespace object is ours alone (the widget reads one export from it): no
    // Object.freeze around each.
    freeze: false,
    // Rollup's own glue (a namespace's member picked after a lazy import) as arrow functions.
    generatedCode: { arrowFunctions: true, objectShorthand: true, symbols: false },
    assetFileNames: '[name][extname]',
    banner: useClient,
    sourcemap: true,
  },
  plugins: [
    cleanDist(),
    preactLoginImport(),
    challengeWorker(),
    elementCss(),
    nodeResolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
    vanillaExtractPlugin({ extract: { name: 'style.css' }, identifiers: ({ hash }) => `pt${hash}` }),
    esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    compressChunks(),
    finishCss(),
  ],
};

// One bundled .d.ts per entry: tsc's per-file output imports `./x` without an extension, which
// moduleResolution node16/nodenext refuse (TS2834); rollup writes its imports between the bundles
// (`./tokens.js`, `./chunks/types-….js`) with the extension, which all three modes accept.
const declarations = {
  input: {
    ...Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, declarationOf(source)])),
    // portico/elements/redirect is dist/standalone/redirect.js: its types, beside the entries'.
    'elements-redirect': declarationOf('src/elements/redirect.ts'),
  },
  // A package the host installs stays an import, resolved from its own node_modules; a bundled one's types are inlined.
  output: { dir: 'dist', format: 'esm', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/types-[hash].d.ts' },
  external: isTypesExternal,
  plugins: [dts({ respectExternal: true })],
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
    challengeWorker(),
    elementCss({ standalone: true }),
    chunkCss(),
    nodeResolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'], browser: true }),
    commonjs(),
    vanillaExtractPlugin({ identifiers: classNames }),
    esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json', minify: true, define: { 'process.env.NODE_ENV': '"production"' } }),
    parallelImports(),
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

/**
 * The stylesheet a build extracts, checked against the package's dist/style.css (written by the
 * build before) and dropped: the Preact build's classes must be the ones the page's stylesheet styles.
 */
function samePackageCss() {
  return {
    name: 'portico-same-package-css',
    generateBundle(_options, bundle) {
      const asset = bundle['style.css'];
      if (!asset || asset.type !== 'asset') this.error('style.css was not extracted');
      const own = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      const shipped = readFileSync('dist/style.css', 'utf8');
      const missing = [...new Set(own.match(/\.pt[\w-]+/g) ?? [])].filter((name) => !shipped.includes(name));
      if (missing.length) this.error(`classes dist/style.css does not style: ${missing.slice(0, 5).join(', ')}`);
      delete bundle['style.css'];
    },
  };
}

/**
 * The Preact build's two entries keep what each reaches without a lazy import. mainDownloads
 * (mountLogin's first download, see preactLoginImport) imports the products lazily too, so Rollup,
 * which no longer saw them load only after login.js, cut login's code into a chunk per set of
 * products sharing it: a host's page then fetched 24 files before Main, not 6. Everything login.js
 * reaches but mainDownloads' own is kept in login.js, as it was with login the one entry, and
 * mainDownloads keeps only its own.
 */
function loginChunk() {
  let reach;
  return (id, api) => {
    reach ??= { login: staticReach([DRAW_LOGIN], api.getModuleInfo), downloads: staticReach([MAIN_DOWNLOADS], api.getModuleInfo) };
    // Named, both: Rollup adds a manual chunk's unassigned imports to it, so login's would take
    // mainDownloads in (and become a facade of that file).
    if (reach.downloads.has(id)) return 'mainDownloads';
    return reach.login.has(id) ? 'login' : null;
  };
}

/**
 * `dist/preact/login.js`: Login for `mountLogin`, drawn by Preact answering for React, so a page that
 * mounts Login downloads Preact (bundled here, never a host's dependency) and never React. Built as
 * the package's own files are (our dependencies stay imports a host installs; chunks unhashed for
 * the host's bundler), with the same class names: the page's `portico/style.css` styles it. Products
 * and languages are lazy chunks beside it. No parallelImports: the host's bundler re-splits these
 * files, as it does the package's others.
 */
const preactLogin = {
  // mainDownloads: the first download's, so mountLogin asks for Main's products with the widget.
  input: PREACT_ENTRIES,
  external: isDependency,
  // The first file is the code itself, not a facade importing it: one request fewer before the form shows.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist/preact',
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name].js',
    manualChunks: loginChunk(),
    assetFileNames: '[name][extname]',
    hoistTransitiveImports: false,
    freeze: false,
    generatedCode: { arrowFunctions: true, objectShorthand: true, symbols: false },
    sourcemap: true,
  },
  plugins: [
    preactForReact(),
    challengeWorker(),
    nodeResolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'], browser: true }),
    commonjs(),
    vanillaExtractPlugin({ extract: { name: 'style.css' }, identifiers: ({ hash }) => `pt${hash}` }),
    esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    compressChunks(),
    samePackageCss(),
  ],
};

// PORTICO_BUILD=js builds the JavaScript alone (the size probe has no use for declarations).
export default process.env.PORTICO_BUILD === 'js'
  ? [javascript, preactLogin, standalone, standaloneRedirect]
  : [javascript, preactLogin, standalone, standaloneRedirect, declarations];
