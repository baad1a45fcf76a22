/**
 * portico-server as a host installs it, for the tests that probe it from outside: server/ built and
 * packed with npm, the tarball unpacked into `<dir>/app/node_modules/portico-server`, its
 * dependencies linked from this repository's node_modules (the same versions, no registry). Answers
 * the installed package's folder; its bin is `bin/portico-server.mjs` there. Under `npm test` the
 * build is made once for the files that ask (scripts/onceEachRun.ts), not once each.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { onceEachRun } from '../../scripts/onceEachRun';
import { assertPrebuilt, prebuilt } from '../../scripts/prebuilt';

const ROOT = path.resolve(import.meta.dirname, '../..');

const buildServer = () => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-packages.mjs'), 'plugin', 'server'], { cwd: ROOT, stdio: 'inherit' });
};

export async function installPackedServer(dir: string): Promise<string> {
  const run = process.env.PORTICO_TEST_RUN;
  if (prebuilt) assertPrebuilt(ROOT);
  else if (run) await onceEachRun(path.join(ROOT, '.portico', `server-build-${run}`), buildServer);
  else buildServer();
  const tarball = execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', dir], { cwd: path.join(ROOT, 'server') }).toString().trim().split('\n').pop()!;
  const installed = path.join(dir, 'app/node_modules/portico-server');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', installed, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  for (const dep of Object.keys(manifest.dependencies)) {
    const target = path.join(dir, 'app/node_modules', dep);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules', dep), target);
  }
  return installed;
}
