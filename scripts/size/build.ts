/**
 * Builds the size and speed probes the way a host would: the library's `dist/` (what `npm pack`
 * ships), imported by package name and bundled by esbuild with code splitting and minification.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { onceEachRun } from '../onceEachRun';
import { assertPrebuilt, prebuilt } from '../prebuilt';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, '.portico/size');
export const outDir = path.join(work, 'out');

/** The pages: Portico's vanilla mount (on the emulator's protocol, and on Better Auth), `<Login>` in a React host, a bare React form, and React alone. */
export const PROBES = ['portico', 'portico-better-auth', 'portico-react', 'bare', 'react'] as const;
export type Probe = (typeof PROBES)[number];

/** One probe, bundled alone as a single-page host would bundle it. */
export interface HostBuild {
  probe: Probe;
  outDir: string;
  metafile: Metafile;
}

/**
 * `rollup -c`, JavaScript only: the library build as a host receives it (types are not needed to
 * bundle). Under `npm test` (tests/setup/buildOnce.ts names the run) it is built once per run: the
 * e2e files that need dist/ run in parallel, and a second build would empty dist/ under the first
 * one's readers (scripts/onceEachRun.ts).
 */
export async function buildLibrary(): Promise<void> {
  if (prebuilt) return assertPrebuilt(root);
  const run = process.env.PORTICO_TEST_RUN;
  if (!run) return rollupJs();
  await onceEachRun(path.join(root, '.portico', `dist-build-${run}`), rollupJs);
}

function rollupJs(): void {
  // Built as `npm run build` builds it, whoever calls: under Vitest, vanilla-extract would otherwise
  // leave its styles to a runtime the package does not ship.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  execFileSync(process.execPath, [path.join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production', PORTICO_BUILD: 'js' },
  });
}

/** Builds the library (unless told not to), then each probe as its own host app. */
export async function buildHost({ library = true }: { library?: boolean } = {}): Promise<Record<Probe, HostBuild>> {
  if (library) await buildLibrary();
  rmSync(outDir, { recursive: true, force: true });
  const builds = await Promise.all(PROBES.map((probe) => buildProbe(probe)));
  return Object.fromEntries(builds.map((b) => [b.probe, b])) as Record<Probe, HostBuild>;
}

async function buildProbe(probe: Probe): Promise<HostBuild> {
  const dir = path.join(outDir, probe);
  const metafile = await bundleHost({ name: probe, entry: path.join(root, 'scripts/size/host', `${probe}.tsx`), outDir: dir });
  return { probe, outDir: dir, metafile };
}

/**
 * Bundles one host page's script as a host's bundler would (esbuild, code splitting, minified),
 * with an `index.html` that loads it and its stylesheet. `portico` resolves to the library's
 * `dist/` through package.json `exports`; `buildHost` (or `buildLibrary`) must have run first.
 */
export async function bundleHost({
  name,
  entry,
  outDir: dir,
  nodeEnv = 'production',
  minify = true,
}: {
  name: string;
  entry: string;
  outDir: string;
  /** What the host's bundler puts for process.env.NODE_ENV. @defaultValue 'production' */
  nodeEnv?: 'production' | 'development';
  /** Off only to read a profile's function names (scripts/bench/profile.ts). @defaultValue true */
  minify?: boolean;
}): Promise<Metafile> {
  const { build } = await import('esbuild');
  // The host resolves `portico` as an installed package would: through package.json `exports`.
  mkdirSync(path.join(work, 'node_modules'), { recursive: true });
  const link = path.join(work, 'node_modules/portico');
  if (!existsSync(link)) {
    try {
      symlinkSync(root, link, 'dir');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error; // another page made it first
    }
  }
  const result = await build({
    entryPoints: { [name]: entry },
    nodePaths: [path.join(work, 'node_modules')],
    // Not the repository's tsconfig: its `paths` point `portico` at src/ for the type checker.
    tsconfigRaw: '{}',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify,
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    outdir: dir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'error',
  });
  const css = Object.keys(result.metafile.outputs).some((file) => file.endsWith(`${name}.css`));
  // What Vite writes for a host, and esbuild leaves to the page: a modulepreload hint for
  // every chunk the entry imports statically, so the browser fetches them beside the entry instead
  // of after it has arrived and been parsed (one round trip less before the first frame).
  const preloads = staticChunks(result.metafile, path.relative(root, path.join(dir, `${name}.js`)));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>` +
      (css ? `<link rel="stylesheet" href="/${name}.css">` : '') +
      preloads.map((file) => `<link rel="modulepreload" href="/${path.relative(dir, path.join(root, file))}">`).join('') +
      `</head><body><div id="login"></div><script type="module" src="/${name}.js"></script></body></html>`,
  );
  return result.metafile;
}

/** The chunks an output file imports statically, transitively (not itself): what a page needs before the entry runs. */
export function staticChunks(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.external || imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      visit(imported.path);
    }
  };
  visit(entry);
  return [...seen];
}
