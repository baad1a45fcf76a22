#!/usr/bin/env node
/**
 * Builds the workspaces' packages: `node scripts/build-packages.mjs [plugin] [server] [emulator]`
 * (none named: all three; `npm run build` builds them after the widget). Each gets `dist/`:
 *
 * - JavaScript: esbuild bundles each entry as ESM for Node 20, its packages left as imports (the
 *   package's `dependencies` install them), so the shipped files are plain JavaScript with no
 *   extensionless relative import and no TypeScript loader. Chunks sit beside the entries, one
 *   folder deep, as the sources' own `import.meta.url` paths expect (emulator/core/db.ts finds the
 *   host's project two folders up, as it does from emulator/core/).
 * - Declarations: tsc writes per-file `.d.ts` (under .portico/package-types, never shipped) and
 *   rollup-plugin-dts bundles one per entry, as the widget's own build does.
 *
 * The server imports the plugin by a relative path in this repository (tests and `npm start` run
 * the sources); in its build that import becomes `portico-better-auth`, the package it depends on,
 * so the server ships no second copy of the plugin. Any other file of plugin/ reached from the
 * server fails the build: the server uses the plugin's public entry only.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const typesDir = path.join(root, '.portico/package-types');

const PACKAGES = {
  plugin: {
    name: 'portico-better-auth',
    entries: { index: 'plugin/src/index.ts', client: 'plugin/src/client.ts' },
    include: ['plugin/src'],
  },
  server: {
    name: 'portico-server',
    entries: { index: 'server/src/index.ts', main: 'server/src/production/main.ts' },
    include: ['server/src'],
  },
  emulator: {
    name: 'portico-emulator',
    entries: { server: 'emulator/server.ts', main: 'emulator/main.ts' },
    include: ['emulator'],
    exclude: ['emulator/bin', 'emulator/dist'],
    // Read at run time from beside the code (emulator/config.ts `here`).
    copy: ['portico.config.json', 'data'],
  },
};

const PLUGIN_ENTRY = path.join(root, 'plugin/src/index.ts');
const pluginFile = (file) => file.startsWith(path.join(root, 'plugin') + path.sep);

/** Resolves a relative TypeScript import as the sources' extensionless imports mean it. */
function resolveSource(from, specifier) {
  const base = path.resolve(from, specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && path.extname(candidate)) return candidate;
  }
  return null;
}

/** esbuild: the server's relative imports of the plugin become imports of portico-better-auth. */
const pluginAsPackage = (pkg) => ({
  name: 'portico-plugin-as-package',
  setup(b) {
    b.onResolve({ filter: /^\./ }, (args) => {
      if (pkg === 'plugin') return null;
      const file = resolveSource(args.resolveDir, args.path);
      if (!file || !pluginFile(file)) return null;
      if (file === PLUGIN_ENTRY) return { path: 'portico-better-auth', external: true };
      return { errors: [{ text: `${path.relative(root, args.importer)} imports ${path.relative(root, file)}: import the plugin's public entry (plugin/src) only` }] };
    });
  },
});

function run(command, args) {
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${res.status})`);
}

/** One tsc run for the packages asked for: per-file declarations under .portico/package-types. */
function declarations(names) {
  const config = path.join(root, '.portico/tsconfig.packages.json');
  mkdirSync(path.dirname(config), { recursive: true });
  rmSync(typesDir, { recursive: true, force: true });
  const include = names.flatMap((n) => PACKAGES[n].include).map((p) => `../${p}`);
  // The server's declarations import the plugin's (its public types); tsc writes those too.
  if (names.includes('server') && !names.includes('plugin')) include.push('../plugin/src');
  const exclude = names.flatMap((n) => PACKAGES[n].exclude ?? []).map((p) => `../${p}`);
  writeFileSync(
    config,
    `${JSON.stringify(
      {
        extends: '../tsconfig.json',
        compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: './package-types', rootDir: '..', types: ['node'], paths: {} },
        include,
        exclude: [...exclude, '../**/*.test.ts'],
      },
      null,
      2,
    )}\n`,
  );
  run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', config]);
}

async function buildPackage(key) {
  const pkg = PACKAGES[key];
  const dir = path.join(root, key);
  const dist = path.join(dir, 'dist');
  rmSync(dist, { recursive: true, force: true });

  await build({
    absWorkingDir: root,
    entryPoints: pkg.entries,
    outdir: dist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: 'chunk-[hash]',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [pluginAsPackage(key)],
  });

  const typesOf = (source) => path.join(typesDir, source.replace(/\.ts$/, '.d.ts'));
  const bundle = await rollup({
    input: Object.fromEntries(Object.entries(pkg.entries).map(([name, source]) => [name, typesOf(source)])),
    plugins: [
      {
        name: 'portico-plugin-types-as-package',
        resolveId(source, importer) {
          if (key === 'plugin' || !importer || !source.startsWith('.')) return null;
          const base = path.resolve(path.dirname(importer), source);
          const plugin = path.join(typesDir, 'plugin/src');
          if (base === plugin || base === path.join(plugin, 'index') || base === path.join(plugin, 'index.d.ts')) return { id: 'portico-better-auth', external: true };
          if (base.startsWith(plugin + path.sep)) this.error(`${importer} imports ${source}: the plugin's public entry only`);
          return null;
        },
      },
      dts({ respectExternal: false }),
    ],
    onwarn(warning, warn) {
      if (warning.code !== 'UNRESOLVED_IMPORT') warn(warning);
    },
  });
  await bundle.write({ dir: dist, format: 'esm', entryFileNames: '[name].d.ts', chunkFileNames: 'types-[hash].d.ts' });
  await bundle.close();

  for (const item of pkg.copy ?? []) cpSync(path.join(dir, item), path.join(dist, item), { recursive: true });
  console.log(`build-packages: ${pkg.name}: ${path.relative(root, dist)}/`);
}

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of asked) if (!(name in PACKAGES)) throw new Error(`build-packages: no package "${name}" (${Object.keys(PACKAGES).join(', ')})`);
const names = asked.length ? asked : Object.keys(PACKAGES);
declarations(names);
for (const name of names) await buildPackage(name);
