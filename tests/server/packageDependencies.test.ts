/**
 * The packed portico-server installs only what server/package.json lists: every package its files
 * import must be there (a missing one, bs58 for the Solana sign-in, made `npx portico-server`
 * crash at start from the tarball while every in-repo test passed on the root's node_modules).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '../../server');
const manifest = JSON.parse(readFileSync(path.join(SERVER, 'package.json'), 'utf8')) as { files: string[]; dependencies: Record<string, string>; peerDependencies?: Record<string, string> };

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(m?[jt]s)$/.test(name) ? [full] : [];
  });

const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);

it('lists every package the shipped files import', () => {
  const listed = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies ?? {})]);
  const missing = new Set<string>();
  for (const file of manifest.files.flatMap((f) => filesUnder(path.join(SERVER, f)))) {
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (fileName.startsWith('.') || fileName.startsWith('node:') || builtinModules.includes(fileName)) continue;
      if (!listed.has(packageOf(fileName))) missing.add(`${packageOf(fileName)} (${path.relative(SERVER, file)})`);
    }
  }
  expect([...missing]).toEqual([]);
});
