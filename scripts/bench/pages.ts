/**
 * The bench's pages, each in a folder of its own under .portico/bench/out: the three host paths
 * built from dist/ as a host builds them (a React app and a vanilla app bundled by esbuild with code
 * splitting and modulepreload hints; `<portico-login>` from dist/standalone on a static page, as
 * docs/elements.md serves it), the bare React 19 form, and Stytch's pre-built UI per config.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { buildLibrary, bundleHost, root } from '../size/build';
import { buildStytchPage, installStytch } from '../size/stytch';
import { LOGO_PATH, type BenchConfig, type PathId } from './matrix';

export const BENCH_OUT = path.join(root, '.portico/bench/out');

/** A host's logo: a small SVG on the page's own origin. */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40"><rect width="100" height="40" rx="6" fill="#0b6e4f"/><text x="50" y="26" font-family="Arial" font-size="16" fill="#fff" text-anchor="middle">Bench</text></svg>\n`;

/** The static page of docs/elements.md: the element's options, from the query string. */
const ELEMENT_PAGE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>element</title>` +
  `<script type="module" src="/standalone/elements.js"></script></head><body>` +
  `<portico-login id="login" public-token="public-token-bench"></portico-login>` +
  `<script>const login = document.getElementById('login');` +
  ` const options = JSON.parse(new URLSearchParams(location.search).get('options') || '{}');` +
  ` login.setAttribute('base-url', location.origin);` +
  ` for (const name of ['theme', 'lang', 'dir']) if (options[name]) login.setAttribute(name, options[name]);` +
  ` login.config = options.config;` +
  // `styles` set before the element is defined is lost (its class field overwrites it on upgrade),
  // so it is set once the element is defined, before its first render.
  ` customElements.whenDefined('portico-login').then(() => { if (options.styles) login.styles = options.styles; });</script>` +
  `</body></html>\n`;

export interface Pages {
  /** Folder per page: `bare`, the paths, and `stytch-<config id>`. */
  dirs: Record<string, string>;
  /** Why Stytch's pages are missing, when they are. */
  stytchProblem?: string;
}

async function bundled(name: string, entry: string, dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const metafile = await bundleHost({ name, entry, outDir: dir });
  writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(metafile));
  writeFileSync(path.join(dir, LOGO_PATH), LOGO);
}

function elementPage(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(root, 'dist/standalone'), path.join(dir, 'standalone'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), ELEMENT_PAGE);
  writeFileSync(path.join(dir, LOGO_PATH), LOGO);
}

/**
 * Builds dist/ (JavaScript only) and every page the run needs; with `build: false`, reuses the
 * last build's folders and fails, naming them, when one is missing.
 */
export async function buildPages({
  build,
  configs,
  stytch,
  out = BENCH_OUT,
}: {
  build: boolean;
  configs: readonly BenchConfig[];
  stytch: boolean;
  /** Where the pages go. @defaultValue .portico/bench/out */
  out?: string;
}): Promise<Pages> {
  const hosts = path.join(root, 'scripts/bench/hosts');
  const dirs: Record<string, string> = Object.fromEntries(['bare', 'react', 'vanilla', 'element'].map((page) => [page, path.join(out, page)]));
  const withStytch = stytch ? configs.filter((c) => c.stytch) : [];
  for (const config of withStytch) dirs[`stytch-${config.id}`] = path.join(out, `stytch-${config.id}`);
  if (!build) {
    const missing = Object.values(dirs).filter((dir) => !existsSync(path.join(dir, 'index.html')));
    if (missing.length) throw new Error(`--no-build: no earlier build in ${missing.join(', ')}; run once without --no-build`);
    return { dirs };
  }
  await buildLibrary();
  await Promise.all([
    bundled('bare', path.join(root, 'scripts/size/host/bare.tsx'), dirs.bare!),
    bundled('react', path.join(hosts, 'react.tsx'), dirs.react!),
    bundled('vanilla', path.join(hosts, 'vanilla.ts'), dirs.vanilla!),
  ]);
  elementPage(dirs.element!);
  let stytchProblem: string | undefined;
  try {
    if (withStytch.length) installStytch();
    for (const config of withStytch) {
      const dir = dirs[`stytch-${config.id}`]!;
      rmSync(dir, { recursive: true, force: true });
      await buildStytchPage(config.stytch, dir, `stytch-${config.id}`);
      writeFileSync(path.join(dir, LOGO_PATH), LOGO);
    }
  } catch (error) {
    stytchProblem = (error as Error).message;
    for (const config of withStytch) delete dirs[`stytch-${config.id}`];
  }
  return { dirs, stytchProblem };
}

/** The folder of a path's page in a compared build (a copy of .portico/bench/out), checked. */
export function comparedDir(base: string, path_: PathId): string {
  const dir = path.resolve(base, path_);
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`--compare: ${dir} holds no page (copy .portico/bench/out from a build to compare with)`);
  return dir;
}

/** The bundler's record of a page, when it was bundled (the element's page is dist/standalone as shipped). */
export function metafileOf(dir: string): Metafile | undefined {
  const file = path.join(dir, 'meta.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Metafile) : undefined;
}
