/**
 * The account center's sizes (docs/account.md): the Account widget as a host's bundler ships it
 * (mountAccount from portico/vanilla), and `<portico-account>` from the framework-free build
 * (dist/standalone). Each is everything it can ever download, the phone library and the languages
 * aside, so a change that grows it shows in tests/e2e/size.e2e.test.ts instead of passing silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleHost, outDir, root, type HostBuild } from './build';
import { modulesOf, originalSources, sizeOf, splitLaterProducts, type FileSize } from './measure';
import { PRODUCT_BUDGETS } from './products';

/** KiB of gzip: each measured when it was set, plus a small margin. */
export const ACCOUNT_BUDGETS = {
  /**
   * The Account widget beyond React: its own chunks, the security widget's screens, the password
   * change (the strength rules) and the widget kernel, whose default registry is Login's (so Login's
   * products count here too, but those added since: measured apart). 101.03 KiB measured.
   */
  widgetBeyondReact: 102,
  /**
   * `<portico-account>`: elements.js (every element's class, Preact, Login's early code) and all
   * the account element can download once it connects (the kernel, its screens, the security
   * widget's). 76.67 KiB measured; 78.13 once its screens load again for a session that arrives
   * after they mounted (flows/session/useSessionLoad.ts, a chunk of its own in this build).
   */
  standaloneElement: 79,
};

// A file is a language's when all it holds is locale files: Login's (src/i18n/locales/de.ts), a widget's
// part (locales/account/de.ts) or a later product's (src/products/sso/locales/de.ts).
const LOCALE = /src\/(i18n\/(locales\/.+|pseudoLocalise)|products\/[^/]+\/locales\/(?!index\.ts$)[^/]+)\.ts$/;
const PHONE = /libphonenumber-js\//;
const measuredSources = (sources: readonly string[]) => !sources.some((id) => PHONE.test(id)) && !(sources.length > 0 && sources.every((id) => LOCALE.test(id)));

/** Bundles the account center's host page (mountAccount) as the size probes are bundled; dist/ must be built. */
export async function buildAccountHost(): Promise<HostBuild> {
  const dir = path.join(outDir, 'portico-account');
  const metafile = await bundleHost({ name: 'portico-account', entry: path.join(root, 'scripts/size/host/portico-account.tsx'), outDir: dir });
  return { probe: 'portico', outDir: dir, metafile };
}

/** Every file the Account widget's page can load, but the phone library's and the languages'. */
export function measureAccountWidget(build: HostBuild): { gzipBytes: number; files: FileSize[] } {
  // Login's products added since (enterprise sign-in, the passkey offer) are measured apart, against
  // their own lines of PRODUCT_BUDGETS, as in Login's measure.
  const files = splitLaterProducts(build, 'portico-account.js', (product) => product in PRODUCT_BUDGETS)
    .login.filter((file) => measuredSources(originalSources(modulesOf(build, file))))
    .map((file) => sizeOf(build.outDir, file));
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
}

// Rollup's ESM output: static `from"./x.js"` and `import"./x.js"`; dynamic `import("./x.js")`.
const IMPORTS = /(from|import)\s*(\(?)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

/** `<portico-account>` from dist/standalone: elements.js with its static imports, and every chunk the one holding widget/Account.tsx can load. */
export function measureAccountElement(): { gzipBytes: number; files: FileSize[] } {
  const dir = path.join(root, 'dist/standalone');
  const sourcesOf = (file: string) => (JSON.parse(readFileSync(path.join(dir, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
  const chunks = readdirSync(path.join(dir, 'chunks')).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`);
  const view = chunks.find((file) => sourcesOf(file).some((id) => id.endsWith('src/widget/Account.tsx')));
  if (!view) throw new Error('No chunk of dist/standalone holds src/widget/Account.tsx: is <portico-account> in the build?');
  const seen = new Set<string>();
  const visit = (file: string, dynamic: boolean) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, , paren, spec] of readFileSync(path.join(dir, file), 'utf8').matchAll(IMPORTS)) {
      if (dynamic || !paren) visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!)), dynamic);
    }
  };
  // elements.js and what it imports at once (every element's class); then all the account view can load.
  visit('elements.js', false);
  seen.delete(view);
  visit(view, true);
  const files = [...seen].filter((file) => measuredSources(sourcesOf(file))).map((file) => sizeOf(dir, file));
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
}
