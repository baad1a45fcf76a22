/**
 * The fonts the test browser sees, and no others: the `@fontsource/*` packages pinned in
 * devDependencies. Chromium on Linux finds every font, generic families included, through
 * fontconfig; launched with `FONTCONFIG_FILE` pointing at the file written here, which lists no
 * system folder, it draws the same glyphs on any machine, whatever font packages that machine has.
 * So a reference screenshot depends on the repository and Chromium's version alone.
 *
 * Arimo, Cousine and Tinos are metric-compatible with Arial, Courier New and Times New Roman, and
 * Chromium accepts them as those families' stand-ins (the tokens ask for Arial first); the Noto
 * families draw the scripts of the ten languages that Arimo lacks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import wawoff2 from 'wawoff2';

const require = createRequire(import.meta.url);

export const TEST_FONT_PACKAGES = [
  '@fontsource/arimo',
  '@fontsource/cousine',
  '@fontsource/tinos',
  '@fontsource/noto-sans-arabic',
  '@fontsource/noto-sans-devanagari',
  '@fontsource/noto-sans-jp',
  '@fontsource/noto-sans-sc',
] as const;

/** What each family in a page's CSS resolves to. The Noto CJK files name their family "… Thin". */
const FAMILIES: Record<string, string[]> = {
  'sans-serif': ['Arimo', 'Noto Sans Arabic', 'Noto Sans Devanagari', 'Noto Sans JP Thin', 'Noto Sans SC Thin'],
  'system-ui': ['sans-serif'],
  Arial: ['Arimo'],
  Helvetica: ['Arimo'],
  monospace: ['Cousine'],
  serif: ['Tinos'],
};

/**
 * A subset file covers too little of a language for fontconfig to call it that language's font, so
 * Han characters go to whichever CJK family comes first: the page's `lang` says which.
 */
const BY_LANG: Record<string, string> = { zh: 'Noto Sans SC Thin', ja: 'Noto Sans JP Thin' };

const fontsDir = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');

/** Upright faces of the tokens' two weights (400, 700): the rest would only slow fontconfig's scan. */
const WANTED = /-(400|700)-normal\.woff2$/;

const root = () => path.resolve(fontsDir('@fontsource/arimo'), '..', '..', '..', '.cache', 'portico-test-fonts');

export function fontconfigXml(fontDir: string, cacheDir: string): string {
  const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<!-- Written by scripts/testFonts.ts for the test browser; do not edit. -->',
    '<fontconfig>',
    `  <dir>${xmlText(fontDir)}</dir>`,
    `  <cachedir>${xmlText(cacheDir)}</cachedir>`,
    ...Object.entries(FAMILIES).map(
      ([family, prefer]) =>
        `  <alias binding="same"><family>${family}</family><prefer>${prefer.map((f) => `<family>${f}</family>`).join('')}</prefer></alias>`,
    ),
    ...Object.entries(BY_LANG).map(
      ([lang, family]) =>
        `  <match><test name="lang" compare="contains"><string>${lang}</string></test><edit name="family" mode="prepend"><string>${family}</string></edit></match>`,
    ),
    '</fontconfig>',
    '',
  ].join('\n');
}

/** The environment Chromium is launched with; writes the fontconfig file that names the fonts. */
export function testFontsEnv(): { FONTCONFIG_FILE: string } {
  const dir = root();
  const file = path.join(dir, 'fonts.conf');
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const xml = fontconfigXml(path.join(dir, 'ttf'), path.join(dir, 'cache'));
  if (!existsSync(file) || readFileSync(file, 'utf8') !== xml) writeFileSync(file, xml);
  return { FONTCONFIG_FILE: file };
}

/**
 * Unpacks the packages' WOFF2 files to TrueType (once per package version): Chromium's own
 * FreeType reads neither WOFF nor WOFF2 from disk, only web fonts through its sanitiser. Then builds
 * fontconfig's cache, so browsers starting side by side do not each scan the files.
 */
export async function prepareTestFonts(): Promise<void> {
  const { FONTCONFIG_FILE } = testFontsEnv();
  const ttf = path.join(root(), 'ttf');
  for (const pkg of TEST_FONT_PACKAGES) {
    const { version } = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string };
    const out = path.join(ttf, `${pkg.replace('@fontsource/', '')}@${version}`);
    if (existsSync(path.join(out, '.complete'))) continue;
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const files = readdirSync(fontsDir(pkg)).filter((name) => WANTED.test(name));
    for (const name of files) {
      const sfnt = await wawoff2.decompress(readFileSync(path.join(fontsDir(pkg), name)));
      writeFileSync(path.join(out, name.replace(/\.woff2$/, '.ttf')), sfnt);
    }
    writeFileSync(path.join(out, '.complete'), `${files.length}\n`);
  }
  // Folders of package versions no longer installed would still be fonts the browser sees.
  const current = new Set(TEST_FONT_PACKAGES.map((pkg) => pkg.replace('@fontsource/', '')));
  for (const name of readdirSync(ttf)) if (!current.has(name.replace(/@[^@]*$/, '')) || !existsSync(path.join(ttf, name, '.complete'))) rmSync(path.join(ttf, name), { recursive: true, force: true });
  try {
    execFileSync('fc-cache', [], { env: { ...process.env, FONTCONFIG_FILE }, stdio: 'ignore' });
  } catch {
    // No fc-cache on this machine: the first Chromium builds the cache itself, a few seconds later.
  }
}
