/**
 * The scale test runs portico-server as an operator does: the packed packages (`npm pack` of
 * plugin/ and server/, compiled first) installed with npm into an empty folder, their bin on plain
 * Node. One install per run, shared by every file (`inject('porticoApp')`).
 *
 * Offline but for the npm registry (`--prefer-offline`: npm's cache, which the repository's own
 * `npm ci` filled). `--ignore-scripts`: better-sqlite3's install script would fetch a prebuilt
 * binary from outside the registry, then compile SQLite for minutes; its compiled binding is
 * copied from this repository's node_modules instead (the package pins the same better-sqlite3,
 * checked below, on the same Node). Everything else is what npm installed from the tarballs.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildLibrary } from '../../scripts/size/build';
import { assertPrebuilt, prebuilt } from '../../scripts/prebuilt';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder npm installed portico-server into (node_modules/portico-server, node_modules/.bin). */
    porticoApp: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && !k.startsWith('VITEST') && k !== 'NODE_ENV')),
  npm_config_update_notifier: 'false',
};

export default async function setup(project: TestProject): Promise<() => void> {
  const started = performance.now();
  // PORTICO_PREBUILT (scripts/prebuilt.ts): pack what `npm run build` made, as it is.
  if (prebuilt) assertPrebuilt(root);
  else execFileSync(process.execPath, [path.join(root, 'scripts/build-packages.mjs'), 'plugin', 'server'], { cwd: root, stdio: 'inherit' });
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-scale-install-'));
  const pack = (workspace: string) =>
    path.join(dir, execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', dir], { cwd: path.join(root, workspace), env }).toString().trim().split('\n').pop()!);
  const tarballs = [pack('plugin'), pack('server')];
  const app = path.join(dir, 'app');
  mkdirSync(app);
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'operator-app', private: true }));
  const install = spawn('npm', ['install', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], { cwd: app, env, stdio: 'inherit', timeout: 10 * 60_000 });
  const installed = new Promise<void>((resolve, reject) => install.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm install of the packed server exited ${code}`)))));
  // Meanwhile the widget's dist/, which the layouts' host pages are bundled from (crossOrigin.scale.test.ts).
  if (!prebuilt) await buildLibrary();
  await installed;
  const version = (base: string) => (JSON.parse(readFileSync(path.join(base, 'node_modules/better-sqlite3/package.json'), 'utf8')) as { version: string }).version;
  if (version(app) !== version(root)) throw new Error(`better-sqlite3 ${version(app)} installed, ${version(root)} compiled here: the binding cannot be reused`);
  const release = path.join(app, 'node_modules/better-sqlite3/build/Release');
  mkdirSync(release, { recursive: true });
  copyFileSync(path.join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'), path.join(release, 'better_sqlite3.node'));
  console.log(`test:scale: built, packed and installed portico-server into an empty folder in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  project.provide('porticoApp', app);
  return () => rmSync(dir, { recursive: true, force: true });
}
