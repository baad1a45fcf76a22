/**
 * The scale test runs portico-server as a host does: its bin on plain Node, importing the compiled
 * dist/ of the server and of portico-better-auth. Built once before the files run.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-packages.mjs'), 'plugin', 'server'], { cwd: root, stdio: 'inherit' });
}
