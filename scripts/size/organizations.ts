/**
 * The organizations widgets' sizes (docs/organizations.md): each as a host's bundler ships it from
 * `portico/organizations`, everything it can ever download, React, the phone library and the
 * languages aside, so a change that grows it shows in tests/e2e/size.e2e.test.ts.
 */
import path from 'node:path';
import { bundleHost, outDir, root, type HostBuild } from './build';
import { modulesOf, originalSources, sizeOf, splitLaterProducts, type FileSize } from './measure';
import { PRODUCT_BUDGETS } from './products';

/** KiB of gzip: each measured when it was set, plus a small margin. */
export const ORGANIZATIONS_BUDGETS = {
  /**
   * The organization switcher (mountOrganizationSwitcher) beyond React: its screens, Radix Select, the
   * client's organization calls and the widget kernel, whose default registry is Login's (Login's
   * products added since: measured apart, as for the account center). 99.84 KiB measured.
   */
  switcherBeyondReact: 101,
};

// A language's file: Login's (src/i18n/locales/de.ts), a widget's part, or a product's (src/products/organizations/locales/de.ts).
const LOCALE = /src\/(i18n\/(locales\/.+|pseudoLocalise)|products\/[^/]+\/locales\/(?!index\.ts$)[^/]+)\.ts$/;
const PHONE = /libphonenumber-js\//;
const measured = (sources: readonly string[]) => !sources.some((id) => PHONE.test(id)) && !(sources.length > 0 && sources.every((id) => LOCALE.test(id)));

/** Bundles the switcher's host page as the size probes are bundled; dist/ must be built. */
export async function buildOrganizationSwitcherHost(): Promise<HostBuild> {
  const dir = path.join(outDir, 'portico-organizations');
  const metafile = await bundleHost({ name: 'portico-organizations', entry: path.join(root, 'scripts/size/host/portico-organizations.tsx'), outDir: dir });
  return { probe: 'portico', outDir: dir, metafile };
}

/** Every file the switcher's page can load, but the phone library's and the languages'. */
export function measureOrganizationSwitcher(build: HostBuild): { gzipBytes: number; files: FileSize[] } {
  const files = splitLaterProducts(build, 'portico-organizations.js', (product) => product in PRODUCT_BUDGETS && product !== 'organizations')
    .login.filter((file) => measured(originalSources(modulesOf(build, file))))
    .map((file) => sizeOf(build.outDir, file));
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
}
