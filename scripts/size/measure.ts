/**
 * What a host's page downloads: the JavaScript Chromium fetches until the Login widget shows, per
 * config, and everything the Login widget can ever load. Sizes only; time is scripts/size/speed.ts.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';
import { buildHost, root, staticChunks, type HostBuild, type Probe } from './build';
import { laterProductsIn, splitByProduct } from './products';

export const STANDARD_CONFIGS = [
  { name: 'email magic links only', config: { products: ['emailMagicLinks'] } },
  { name: 'text message OTP', config: { products: ['otp'], otpOptions: { methods: ['sms'] } } },
  { name: 'passwords', config: { products: ['passwords'] } },
  {
    name: 'magic links + OTP (sms, whatsapp) + passwords',
    config: { products: ['emailMagicLinks', 'otp', 'passwords'], otpOptions: { methods: ['sms', 'whatsapp'] } },
  },
];

/** The budgets `tests/e2e/size.e2e.test.ts` holds us to, in KiB of gzip. */
export const BUDGETS = {
  /**
   * The "first download", as its harness counts it: the entry and its static imports, what a
   * page runs before mountLogin asks for its widget (the Preact build, dist/preact). Neither React
   * nor Preact is part of it (6.3 KiB on both clients with the hand-drawn early form it once held);
   * with React and the widget it was 79.97 KiB. Tight on purpose: a framework back in the first
   * download would break it at once.
   */
  emailOnlyFirstDownload: 8,
  /**
   * Everything the page fetches until the widget has drawn Main and the network is quiet, on the
   * protocol's client (createHttpClient): since mountLogin draws with Preact, no React. 79.96 KiB
   * (81,875 B) with React and the widget; 81.7 KiB (83,659 B) with the hand-drawn early form too.
   */
  emailOnlyInitial: 82,
  /** The same page on createBetterAuthClient: 79.97 KiB before the early Main, 81.7 KiB with it. */
  emailOnlyInitialBetterAuth: 82,
  /**
   * Every chunk Login can load for all its products, but the phone metadata and the languages, beyond
   * React, on a React host (`<Login>`; on mountLogin's page until it drew with Preact): the goal with the second factor. 62.8 measured once Radix was pinned to builds
   * without keepNames (66.8 before: their `__name()` calls kept every unused export); 62.9 with the
   * B2B warning's own chunk; 64.54 with the early Main, 63.49 once Rollup's
   * namespace objects and the host's facade files were trimmed (scripts/chunks.mjs' `-parts`);
   * 64.16 with the backends' second factors; 63.36 once the protocol client's cookies were written
   * without js-cookie, and 63.95 with its check of the server's bootstrap (its chunk is the answer's).
   */
  allLoginBeyondReact: 64,
  /**
   * Each language's chunk: every message of every widget, in one file per language, with the server
   * errors any Login meets (sso_required too, which a Login without the sso product meets: Hindi's
   * file was at the edge of 8).
   */
  eachLocale: 8.05,
};

export interface FileSize {
  fileName: string;
  gzipBytes: number;
  rawBytes: number;
}

export interface SizeResult {
  name: string;
  config: object;
  files: FileSize[];
  gzipBytes: number;
  rawBytes: number;
  /** Source modules (relative to the repository) inside the files, from the bundler's metafile. */
  modules: string[];
  /** The same, with our dist files traced back to their sources in src/ (through dist's source maps). */
  sources: string[];
  hasPhoneMetadata: boolean;
  /** The entry and its static imports: what the page needs before the widget's mount runs ("first download"). */
  firstDownload: { files: FileSize[]; gzipBytes: number; modules: string[]; sources: string[] };
}

export const kib = (bytes: number) => bytes / 1024;

export function sizeOf(outDir: string, fileName: string): FileSize {
  const code = readFileSync(path.join(outDir, fileName));
  return { fileName, rawBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

/** Source modules bundled into an output file, relative to the repository. */
export function modulesOf(build: HostBuild, fileName: string): string[] {
  const output = build.metafile.outputs[path.relative(root, path.join(build.outDir, fileName))];
  return Object.keys(output?.inputs ?? {});
}

const PHONE_LIBRARY = /libphonenumber-js\//;

/** Our dist files traced back to the src/ and tokens/ files they were built from; other inputs as they are. */
export function originalSources(modules: readonly string[]): string[] {
  const sources = modules.flatMap((id) => {
    if (!id.startsWith('dist/') || !id.endsWith('.js')) return [id];
    try {
      const map = JSON.parse(readFileSync(path.join(root, `${id}.map`), 'utf8')) as { sources: string[] };
      return map.sources.map((source) => path.relative(root, path.resolve(root, path.dirname(id), source)));
    } catch {
      return [id];
    }
  });
  return [...new Set(sources)].sort();
}

/** Serves a probe build; the provider's API answers 503, as if unreachable, so nothing waits on it. */
export async function serveProbe(outDir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Better Auth's client asks who is signed in at start (its cookie is HttpOnly): nobody.
    if (url.pathname === '/api/auth/get-session') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('null');
      return;
    }
    if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/api/auth/')) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end('{"status_code":503,"error_type":"size_probe","error_message":"no server in the size probe"}');
      return;
    }
    try {
      const body = readFileSync(path.join(outDir, path.normalize(url.pathname)));
      const type = url.pathname.endsWith('.js') ? 'text/javascript' : url.pathname.endsWith('.css') ? 'text/css' : 'text/html';
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
}

/** The JS files a page fetched until Main showed (Playwright's role queries pierce an element's shadow root) and the network went quiet. */
export async function fetchedScripts(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const files = new Set<string>();
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.endsWith('.js')) files.add(pathname.slice(1));
  });
  await page.goto(url);
  await page
    .getByRole('heading', { name: 'Sign up or log in' })
    .waitFor({ timeout: 30_000 })
    .catch((error: unknown) => {
      throw new Error(`Main did not show at ${url}${problems.length ? `; the page threw: ${problems.join('; ')}` : ''}`, { cause: error });
    });
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...files].sort();
}

export async function measureInitialJs(
  configs: Array<{ name: string; config: object }>,
  builds?: Record<Probe, HostBuild>,
  probe: 'portico' | 'portico-better-auth' = 'portico',
): Promise<SizeResult[]> {
  const host = (builds ?? (await buildHost()))[probe];
  const { url, server } = await serveProbe(host.outDir);
  const browser = await launchChromium();
  try {
    const results: SizeResult[] = [];
    for (const { name, config } of configs) {
      const fetched = await fetchedScripts(browser, `${url}/index.html?config=${encodeURIComponent(JSON.stringify(config))}`);
      const files = fetched.map((fileName) => sizeOf(host.outDir, fileName));
      const modules = fetched.flatMap((fileName) => modulesOf(host, fileName));
      const entry = `${probe}.js`;
      // The metafile names files from the repository's root; the page, from its own folder.
      const key = (fileName: string) => path.relative(root, path.join(host.outDir, fileName));
      const first = [entry, ...staticChunks(host.metafile, key(entry)).map((file) => path.relative(host.outDir, path.join(root, file)))];
      const firstFiles = first.map((fileName) => sizeOf(host.outDir, fileName));
      const firstModules = first.flatMap((fileName) => modulesOf(host, fileName));
      results.push({
        name,
        config,
        files,
        gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
        rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
        modules,
        sources: originalSources(modules),
        hasPhoneMetadata: modules.some((id) => PHONE_LIBRARY.test(id)),
        firstDownload: {
          files: firstFiles,
          gzipBytes: firstFiles.reduce((sum, f) => sum + f.gzipBytes, 0),
          modules: firstModules,
          sources: originalSources(firstModules),
        },
      });
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

/** Every output file an entry can ever load: its static imports and, transitively, its dynamic ones. */
export function reachableFiles(build: HostBuild, entry: string, { dynamic = true } = {}): string[] {
  const outputs = build.metafile.outputs;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const imported of outputs[file]!.imports) {
      if (imported.external) continue;
      if (imported.kind === 'dynamic-import' && !dynamic) continue;
      visit(imported.path);
    }
  };
  visit(path.relative(root, path.join(build.outDir, entry)));
  return [...seen].filter((file) => file.endsWith('.js')).map((file) => path.relative(build.outDir, path.join(root, file)));
}

export interface WholeLoginSize {
  /** The host page measured: `<Login>` in a React host, or mountLogin's (the Preact build, Preact included). */
  build: HostBuild;
  /** Every chunk the Login page can load for WHOLE_LOGIN_PRODUCTS, but the phone library's and the languages', gzip. */
  gzipBytes: number;
  /** React 19 alone, built the same way. */
  reactGzipBytes: number;
  files: FileSize[];
  /** Left out: the chunks holding libphonenumber-js and its metadata. */
  phoneFiles: FileSize[];
  /**
   * Left out and measured on their own: the bot challenge's chunks (docs/bots.md), downloaded only
   * when a server asks for a challenge, whatever the products (its worker file is not in the page's bundle).
   */
  challengeFiles: FileSize[];
  /** Left out too, and measured one by one: a page downloads at most one language. */
  localeFiles: Array<FileSize & { lang: string }>;
  /** Left out of both, measured one by one: a later product's text in a language, downloaded with it in that language. */
  productLocaleFiles: Array<FileSize & { lang: string; product: string }>;
  /** Left out too: each product added since WHOLE_LOGIN_PRODUCTS, its own chunks (scripts/size/products.ts). */
  products: Array<{ id: string; files: FileSize[]; gzipBytes: number }>;
}

// A language's chunk holds its locale file and nothing else (the pseudo-locale: its function too).
const LOCALE_SOURCE = /^src\/i18n\/(locales\/[^/]+\.ts|pseudoLocalise\.ts)$/;
// A later product's language chunk holds its file of that language (src/i18n/productTranslations.ts).
const PRODUCT_LOCALE_SOURCE = /^src\/products\/([^/]+)\/locales\/(?!index\.ts$)([^/]+)\.ts$/;
const CHALLENGE_SOURCE = /^(src\/flows\/challenge\/|src\/client\/challenge\/|node_modules\/altcha-lib\/)/;

/**
 * What a host page's entry can load, split between the products added since the whole Login
 * (scripts/size/products.ts), each measured apart against its own line, and the rest.
 */
export function splitLaterProducts(build: HostBuild, entry: string, apart: (product: string) => boolean = () => true) {
  const fileOf = (key: string) => path.relative(build.outDir, path.join(root, key));
  const imports = Object.fromEntries(
    Object.entries(build.metafile.outputs)
      .filter(([key]) => key.endsWith('.js'))
      .map(([key, output]) => [fileOf(key), output.imports.filter((imported) => !imported.external).map((imported) => fileOf(imported.path))]),
  );
  return splitByProduct(imports, entry, (file) => laterProductsIn(originalSources(modulesOf(build, file))).filter(apart));
}

/**
 * The whole Login widget, the products of WHOLE_LOGIN_PRODUCTS: what a host's users can ever
 * download for it. A product added since is measured apart, its own chunks against its own budget.
 */
export function measureWholeLogin(builds: Record<Probe, HostBuild>, probe: 'portico-react' | 'portico' = 'portico-react'): WholeLoginSize {
  const build = builds[probe];
  const split = splitLaterProducts(build, `${probe}.js`);
  const isPhone = (file: FileSize) => modulesOf(build, file.fileName).some((id) => PHONE_LIBRARY.test(id));
  const localeOf = (file: FileSize) => {
    const sources = originalSources(modulesOf(build, file.fileName));
    if (sources.length === 0 || !sources.every((id) => LOCALE_SOURCE.test(id))) return undefined;
    return sources.map((id) => /^src\/i18n\/locales\/(.+)\.ts$/.exec(id)?.[1]).find(Boolean);
  };
  const productLocaleOf = (file: FileSize) => {
    const sources = originalSources(modulesOf(build, file.fileName));
    const found = sources.map((id) => PRODUCT_LOCALE_SOURCE.exec(id));
    return sources.length === 1 && found[0] ? { product: found[0][1]!, lang: found[0][2]! } : undefined;
  };
  const sized = (files: readonly string[]) => files.map((file) => sizeOf(build.outDir, file));
  const measured = (files: readonly FileSize[]) => files.filter((file) => !isPhone(file) && !localeOf(file) && !productLocaleOf(file));
  const sum = (files: readonly FileSize[]) => files.reduce((total, f) => total + f.gzipBytes, 0);
  const all = sized(split.login);
  const react = reachableFiles(builds.react, 'react.js').map((file) => sizeOf(builds.react.outDir, file));
  const isChallenge = (file: FileSize) => {
    const sources = originalSources(modulesOf(build, file.fileName));
    return sources.length > 0 && sources.every((id) => CHALLENGE_SOURCE.test(id));
  };
  const files = measured(all).filter((file) => !isChallenge(file));
  return {
    build,
    gzipBytes: sum(files),
    reactGzipBytes: sum(react),
    files,
    phoneFiles: all.filter(isPhone),
    challengeFiles: all.filter(isChallenge),
    localeFiles: all.flatMap((file) => {
      const lang = localeOf(file);
      return lang ? [{ ...file, lang }] : [];
    }),
    productLocaleFiles: Object.values(split.products)
      .flatMap((own) => sized(own))
      .flatMap((file) => {
        const found = productLocaleOf(file);
        return found ? [{ ...file, ...found }] : [];
      }),
    products: Object.entries(split.products).map(([id, own]) => {
      const productFiles = measured(sized(own));
      return { id, files: productFiles, gzipBytes: sum(productFiles) };
    }),
  };
}
