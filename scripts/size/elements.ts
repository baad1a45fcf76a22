/**
 * The framework-free build of the custom elements (`dist/standalone/`, Preact), measured
 * as a static page loads it: one `<script type="module">`, no bundler. First download per config,
 * and everything `<portico-login>` can load. Its time-to-input is measured by `npm run bench`.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { outDir, root } from './build';
import { fetchedScripts, launchChromium, serveProbe, sizeOf, type FileSize } from './measure';

export const ELEMENTS_DIR = path.join(outDir, 'elements-standalone');

/**
 * KiB of gzip, email magic links only, everything the page downloads before Main: the budget the
 * issue sets. The first file carries only Main's CSS and the light theme's, whose tokens now read
 * a host's value from any element around the widget (docs/theming.md).
 */
export const ELEMENTS_EMAIL_ONLY_BUDGET = 30;

/**
 * The static page: dist/standalone as the package ships it, and an HTML page whose inline script
 * gives the element its config (a property, set before the element is defined) from `?config=`.
 */
export function writeElementsPage(): string {
  rmSync(ELEMENTS_DIR, { recursive: true, force: true });
  mkdirSync(ELEMENTS_DIR, { recursive: true });
  cpSync(path.join(root, 'dist/standalone'), path.join(ELEMENTS_DIR, 'standalone'), { recursive: true });
  writeFileSync(
    path.join(ELEMENTS_DIR, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>elements</title>` +
      `<script type="module" src="/standalone/elements.js"></script></head><body>` +
      `<portico-login id="login" public-token="public-token-size-probe"></portico-login>` +
      `<script>const login = document.getElementById('login'); login.setAttribute('base-url', location.origin);` +
      ` login.config = JSON.parse(new URLSearchParams(location.search).get('config') || '{}');</script>` +
      `</body></html>`,
  );
  return ELEMENTS_DIR;
}

export interface ElementsSize {
  name: string;
  files: FileSize[];
  gzipBytes: number;
}

export async function measureElementsInitial(configs: Array<{ name: string; config: object }>): Promise<ElementsSize[]> {
  const dir = writeElementsPage();
  const { url, server } = await serveProbe(dir);
  const browser = await launchChromium();
  try {
    const results: ElementsSize[] = [];
    for (const { name, config } of configs) {
      const files = (await fetchedScripts(browser, `${url}/index.html?config=${encodeURIComponent(JSON.stringify(config))}`)).map((file) => sizeOf(dir, file));
      results.push({ name, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) });
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

/** Every chunk of the standalone build, but the phone library's and the languages' (read from each chunk's source map). */
export function measureElementsWhole(): { gzipBytes: number; files: FileSize[] } {
  const dir = path.join(root, 'dist/standalone');
  const all = ['elements.js', ...readdirSync(path.join(dir, 'chunks')).filter((f) => f.endsWith('.js') && !f.startsWith('redirect-')).map((f) => `chunks/${f}`)];
  const files = all.filter((file) => {
    const { sources } = JSON.parse(readFileSync(path.join(dir, `${file}.map`), 'utf8')) as { sources: string[] };
    const locale = sources.length > 0 && sources.every((s) => /src\/i18n\/(locales\/[^/]+\.ts|pseudoLocalise\.ts)$/.test(s));
    return !locale && !sources.some((s) => s.includes('libphonenumber-js/'));
  });
  const sizes = files.map((file) => sizeOf(dir, file));
  return { gzipBytes: sizes.reduce((sum, f) => sum + f.gzipBytes, 0), files: sizes };
}
