#!/usr/bin/env node
/**
 * `npm run check:package`: what a host gets from `npm install portico`, checked as a host would.
 * Builds, packs, runs publint and @arethetypeswrong/cli on the tarball, installs the tarball into
 * a temporary project and type-checks a small consumer under moduleResolution bundler, node16 and
 * nodenext. The entry points come from package.json `exports`, so a new entry is checked without
 * editing this file. `--keep` leaves the temporary project in place for a look; `--no-build` packs
 * what `npm run build` last made.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const keep = process.argv.includes('--keep');
const skipBuild = process.argv.includes('--no-build');

const MODES = [
  { name: 'bundler', module: 'ESNext', moduleResolution: 'Bundler' },
  { name: 'node16', module: 'Node16', moduleResolution: 'Node16' },
  { name: 'nodenext', module: 'NodeNext', moduleResolution: 'NodeNext' },
];

// Portico is ESM-only on purpose (package.json "type": "module", no "require" condition), so attw's
// one note that a CommonJS `require` reaches ESM is expected; node10 resolution (no `exports`
// support) is deprecated in TypeScript 6 and gone in 7. Anything else attw finds fails the check.
const ATTW_PROFILE = 'node16';
const ATTW_IGNORED_RULES = ['cjs-resolves-to-esm'];

const results = [];
const log = (line) => console.log(`check:package: ${line}`);

function run(label, command, args, { cwd = root, quiet = false } = {}) {
  log(`${label}: ${[command, ...args].map((a) => (a.includes(' ') ? JSON.stringify(a) : a)).join(' ')}`);
  const res = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit', env: process.env });
  const ok = res.status === 0;
  if (!ok && quiet) process.stdout.write(`${res.stdout ?? ''}${res.stderr ?? ''}`);
  if (res.error) console.error(res.error.message);
  results.push({ label, ok });
  log(`${label}: ${ok ? 'ok' : `FAILED (exit ${res.status})`}`);
  return { ok, stdout: res.stdout ?? '' };
}

/** `exports` split into module entries (with types) and plain assets such as the stylesheet. */
function entryPoints() {
  const modules = [];
  const assets = [];
  const problems = [];
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    const specifier = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
    if (typeof target === 'string' && !/\.[cm]?js$/.test(target)) {
      assets.push({ subpath, specifier, target });
      continue;
    }
    const conditions = typeof target === 'string' ? {} : target;
    const keys = Object.keys(conditions);
    if (!conditions.types) problems.push(`${subpath}: a JavaScript entry without "types"`);
    else if (keys[0] !== 'types') problems.push(`${subpath}: "types" must come first (it comes ${keys.indexOf('types') + 1}.)`);
    modules.push({ subpath, specifier });
  }
  return { modules, assets, problems };
}

function writeConsumer(dir, modules, assets) {
  const ownVersion = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`, { paths: [root] }), 'utf8')).version;
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'portico-consumer', private: true, type: 'module' }, null, 2)}\n`);
  // Every entry in `exports`, so a new one is type-checked the day it is added.
  const imports = modules.map((m, i) => `import * as entry${i} from '${m.specifier}';`);
  const sideEffects = assets.filter((a) => a.target.endsWith('.css')).map((a) => `import '${a.specifier}';`);
  writeFileSync(
    path.join(dir, 'entries.ts'),
    `${[...imports, ...sideEffects].join('\n')}\nexport const entries = [${modules.map((_, i) => `entry${i}`).join(', ')}];\n`,
  );
  // What docs/widget.md shows a host doing. `@ts-expect-error` fails if the types degrade to `any`.
  writeFileSync(
    path.join(dir, 'usage.tsx'),
    `import { Login, mountLogin } from 'portico';
import { MainScreen } from 'portico/screens';
import { createHttpClient, type AuthClient } from 'portico/client';
import { vars, lightTheme } from 'portico/tokens';
import css from 'portico/style-string';

const client: AuthClient = createHttpClient({ baseUrl: 'http://localhost:8787', publicToken: 'public-token-test' });
const widget = mountLogin({ elementId: '#login', client, config: { products: ['emailMagicLinks'] }, enableShadowDOM: true, css });
widget.unmount();

export const app = <Login client={client} config={{ products: ['otp'], otpOptions: { methods: ['sms'] } }} />;
export const main: typeof MainScreen = MainScreen;
export const primary: string = vars.colors.primary;
export const primaryValue: string = lightTheme.colors.primary;
export const stylesheet: string = css;

// @ts-expect-error a number is not a selector
mountLogin({ elementId: 42, client });

// portico/elements: typed tags, properties and events (docs/elements.md).
const element = document.createElement('portico-login');
element.config = { products: ['emailMagicLinks', 'otp'] };
element.client = client;
element.addEventListener('portico-event', (event) => console.log(event.detail.type));
// @ts-expect-error not a product
element.products = ['fax'];

// portico/elements/vue and /svelte: the elements in templates (what vue-tsc and svelte-check read).
type VueLogin = InstanceType<import('vue').GlobalComponents['portico-login']>['$props'];
export const vueLogin: VueLogin = { config: { products: ['emailMagicLinks'] }, 'public-token': 't', onPorticoEvent: (event) => console.log(event.detail.type) };
// @ts-expect-error not a product
export const vueWrong: VueLogin = { products: ['fax'] };
type SvelteReset = import('svelte/elements').SvelteHTMLElements['portico-password-reset'];
export const svelteReset: SvelteReset = { theme: 'dark', passwordResetToken: 'x', 'onportico-error': (event) => console.log(event.detail.message) };
// @ts-expect-error not a theme
export const svelteWrong: SvelteReset = { theme: 'blue' };
`,
  );
  // A bundler host declares CSS imports (Vite's vite/client does); Node hosts import no CSS from TS.
  writeFileSync(path.join(dir, 'globals.d.ts'), "declare module '*.css';\n");
  for (const mode of MODES) {
    const compilerOptions = {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: mode.module,
      moduleResolution: mode.moduleResolution,
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      // Check the package's own .d.ts too: an unresolved import there would otherwise become `any`.
      skipLibCheck: false,
      types: [],
    };
    writeFileSync(
      path.join(dir, `tsconfig.${mode.name}.json`),
      `${JSON.stringify({ compilerOptions, files: ['globals.d.ts', 'entries.ts', 'usage.tsx'] }, null, 2)}\n`,
    );
  }
  return ['react', 'react-dom', '@types/react', '@types/react-dom', 'vue', 'svelte'].map((name) => `${name}@${ownVersion(name)}`);
}

function main() {
  const { modules, assets, problems } = entryPoints();
  results.push({ label: 'exports map', ok: problems.length === 0 });
  log(`exports map: ${modules.length} module entries (${modules.map((m) => m.specifier).join(', ')}), ${assets.length} asset(s) (${assets.map((a) => a.specifier).join(', ')})`);
  for (const problem of problems) log(`exports map: ${problem}`);

  if (!skipBuild && !run('build', 'npm', ['run', 'build']).ok) return;

  const work = mkdtempSync(path.join(os.tmpdir(), 'portico-check-'));
  try {
    const packDir = path.join(work, 'pack');
    mkdirSync(packDir);
    const packed = run('pack', 'npm', ['pack', '--json', '--pack-destination', packDir], { quiet: true });
    if (!packed.ok) return;
    const [info] = JSON.parse(packed.stdout);
    const tarball = path.join(packDir, info.filename);
    log(`pack: ${info.filename}, ${info.entryCount} files, ${(info.size / 1024).toFixed(1)} kB packed, ${(info.unpackedSize / 1024).toFixed(1)} kB unpacked`);

    run('publint', 'npx', ['--no-install', 'publint', 'run', tarball, '--strict']);

    // A CSS file is an asset, not a module: attw would report that it has no types.
    const cssEntries = assets.map((a) => a.subpath.slice(2));
    run('attw', 'npx', [
      '--no-install',
      'attw',
      tarball,
      '--profile',
      ATTW_PROFILE,
      '--ignore-rules',
      ...ATTW_IGNORED_RULES,
      ...(cssEntries.length ? ['--exclude-entrypoints', ...cssEntries] : []),
      '--format',
      'table-flipped',
    ]);

    const consumer = path.join(work, 'consumer');
    mkdirSync(consumer);
    const peers = writeConsumer(consumer, modules, assets);
    const installed = run(
      'install into a consumer',
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock', tarball, ...peers],
      { cwd: consumer, quiet: true },
    );
    if (!installed.ok) return;
    const tsc = require.resolve('typescript/bin/tsc', { paths: [root] });
    for (const mode of MODES) {
      run(`tsc moduleResolution ${mode.name}`, process.execPath, [tsc, '-p', `tsconfig.${mode.name}.json`], { cwd: consumer, quiet: true });
    }
  } finally {
    if (keep) log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

main();
const failed = results.filter((r) => !r.ok);
log(
  failed.length === 0
    ? `all ${results.length} checks passed (attw profile ${ATTW_PROFILE}, ignoring ${ATTW_IGNORED_RULES.join(', ')})`
    : `${failed.length} of ${results.length} checks failed: ${failed.map((r) => r.label).join(', ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
