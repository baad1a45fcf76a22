/**
 * The organizations widgets' sizes (docs/organizations.md): the switcher and the settings, each as a
 * host's bundler ships it from `portico/organizations`, everything it can ever download, React, the
 * phone library and the languages aside, so a change that grows one shows in
 * tests/e2e/size.e2e.test.ts instead of passing silently. A Login page downloads none of them.
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
  /**
   * The organization settings (mountOrganizationSettings) beyond React: its own chunks (the settings'
   * screens, flows and words, the organization calls) and the widget kernel, whose default registry
   * is Login's, so Login's products count here too, and the Login products' chunks it takes a shared
   * module from (the role list, the checkboxes) as the account center does; its Domains and SSO
   * connection sections. 114.9 KiB measured.
   */
  settingsBeyondReact: 116,
};

// A language's file: Login's (src/i18n/locales/de.ts), a widget's part, or a product's or a product part's (src/products/organizations/settings/domains/locales/de.ts).
const LOCALE = /src\/(i18n\/(locales\/.+|pseudoLocalise)|products\/.+\/locales\/(?!index\.ts$)[^/]+)\.ts$/;
const PHONE = /libphonenumber-js\//;
const measured = (sources: readonly string[]) => !sources.some((id) => PHONE.test(id)) && !(sources.length > 0 && sources.every((id) => LOCALE.test(id)));

type Widget = 'switcher' | 'settings';
const hostName = (widget: Widget) => `portico-organization-${widget}`;

/** Bundles a widget's host page as the size probes are bundled; dist/ must be built. */
export async function buildOrganizationsHost(widget: Widget): Promise<HostBuild> {
  const name = hostName(widget);
  const dir = path.join(outDir, name);
  const metafile = await bundleHost({ name, entry: path.join(root, `scripts/size/host/${name}.tsx`), outDir: dir });
  return { probe: 'portico', outDir: dir, metafile };
}

/**
 * Every file the widget's page can load, but the phone library's and the languages'. The switcher's
 * Login products added since are set apart (measured on their own lines); for the settings nothing
 * is: it is all this widget's.
 */
export function measureOrganizationsWidget(widget: Widget, build: HostBuild): { gzipBytes: number; files: FileSize[] } {
  const apart = widget === 'switcher' ? (product: string) => product in PRODUCT_BUDGETS && product !== 'organizations' : () => false;
  const files = splitLaterProducts(build, `${hostName(widget)}.js`, apart)
    .login.filter((file) => measured(originalSources(modulesOf(build, file))))
    .map((file) => sizeOf(build.outDir, file));
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
}
