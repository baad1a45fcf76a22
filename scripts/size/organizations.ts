/**
 * The organization settings' size (docs/organizations.md "Settings"): the OrganizationSettings
 * widget as a host's bundler ships it (mountOrganizationSettings from portico/organizations), all it
 * can ever download, the phone library and the languages aside, so a change that grows it shows in
 * tests/e2e/size.e2e.test.ts instead of passing silently. A Login page downloads none of it.
 */
import path from 'node:path';
import { bundleHost, outDir, root, type HostBuild } from './build';
import { modulesOf, originalSources, sizeOf, splitLaterProducts, type FileSize } from './measure';

/** KiB of gzip: measured when it was set, plus a small margin. */
export const ORGANIZATION_BUDGETS = {
  /**
   * The widget beyond React: its own chunks (the settings' screens, flows and words, the
   * organization calls) and the widget kernel, whose default registry is Login's, so Login's
   * products count here too, and the Login products' chunks it takes a shared module from (the role
   * list, the checkboxes) as the account center does. 108.3 KiB measured.
   */
  settingsBeyondReact: 109,
};

const LOCALE = /src\/(i18n\/(locales\/.+|pseudoLocalise)|products\/.+\/locales\/(?!index\.ts$)[^/]+)\.ts$/;
const PHONE = /libphonenumber-js\//;
const measuredSources = (sources: readonly string[]) => !sources.some((id) => PHONE.test(id)) && !(sources.length > 0 && sources.every((id) => LOCALE.test(id)));

/** Bundles the settings' host page as the size probes are bundled; dist/ must be built. */
export async function buildOrganizationsHost(): Promise<HostBuild> {
  const dir = path.join(outDir, 'portico-organizations');
  const metafile = await bundleHost({ name: 'portico-organizations', entry: path.join(root, 'scripts/size/host/portico-organizations.tsx'), outDir: dir });
  return { probe: 'portico', outDir: dir, metafile };
}

/** Every file the settings' page can load, but the phone library's and the languages'; no product is set apart: it is all this widget's. */
export function measureOrganizationSettings(build: HostBuild): { gzipBytes: number; files: FileSize[] } {
  const files = splitLaterProducts(build, 'portico-organizations.js', () => false)
    .login.filter((file) => measuredSources(originalSources(modulesOf(build, file))))
    .map((file) => sizeOf(build.outDir, file));
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
}
