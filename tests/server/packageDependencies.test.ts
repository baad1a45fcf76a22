/**
 * Each published workspace installs only what its package.json lists: every package its sources
 * import (what scripts/build-packages.mjs bundles into dist/, packages left as imports) must be
 * there (a missing one, bs58 for the Solana sign-in, made `npx portico-server` crash at start from
 * the tarball while every in-repo test passed on the root's node_modules). A relative import that
 * leaves a package's folder is the server's import of the plugin's entry, which the build turns
 * into `portico-better-auth`; nothing else may leave (the plugin never imports the server).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Each workspace, the sources its build reads, and what it leaves out (the repository's demo). */
const PACKAGES = [
  { dir: 'plugin', sources: ['src'], skip: [] as string[] },
  { dir: 'server', sources: ['src', 'bin'], skip: [] },
  { dir: 'emulator', sources: ['.'], skip: ['dist', 'node_modules'] },
];

const filesUnder = (dir: string, skip: string[], base = dir): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (skip.includes(path.relative(base, full))) return [];
    return statSync(full).isDirectory() ? filesUnder(full, skip, base) : /\.(m?[jt]s)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });

const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);

describe.each(PACKAGES)('$dir/package.json', ({ dir, sources, skip }) => {
  const folder = path.join(ROOT, dir);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
  const listed = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  const files = sources.flatMap((s) => filesUnder(path.join(folder, s), skip, folder));

  it('lists every package its sources import, and imports nothing outside its folder but the plugin', () => {
    expect(files.length).toBeGreaterThan(0);
    const missing = new Set<string>();
    const outside = new Set<string>();
    for (const file of files) {
      for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
        if (fileName.startsWith('node:') || builtinModules.includes(fileName)) continue;
        if (fileName.startsWith('.')) {
          const target = path.relative(ROOT, path.resolve(path.dirname(file), fileName));
          if (target === dir || target.startsWith(`${dir}/`)) continue;
          // The dev server's files are not in the package; only src/ and bin/ are checked here.
          if (target === 'plugin/src' || target === 'plugin/src/index') {
            if (!listed.has('portico-better-auth')) missing.add(`portico-better-auth (${path.relative(ROOT, file)})`);
          } else outside.add(`${path.relative(ROOT, file)} → ${target}`);
          continue;
        }
        if (!listed.has(packageOf(fileName))) missing.add(`${packageOf(fileName)} (${path.relative(ROOT, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
    expect([...outside]).toEqual([]);
  });
});
