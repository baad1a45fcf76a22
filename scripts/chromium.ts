/**
 * The one place that decides which Chromium the tests and scripts drive. In order:
 * 1. `CHROMIUM_PATH`;
 * 2. the browser `npx playwright install chromium` puts in Playwright's cache;
 * 3. Debian's `/usr/bin/chromium`.
 * No test downloads a browser (TOOLCHAIN.md): when none is found, callers stop with `CHROMIUM_MISSING`.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags every launcher passes: no sandbox (CI runs as root), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CHROMIUM_MISSING = [
  'Portico: no Chromium found. The browser tests need one; any of these works:',
  '  1. CHROMIUM_PATH=/path/to/chrome npm test   (any Chromium or Chrome you already have)',
  '  2. npx playwright install chromium          (Playwright downloads its own build)',
  `  3. apt-get install -y chromium   (Debian's, at ${DEBIAN_CHROMIUM}; .ci/run does this)`,
].join('\n');

export interface ChromiumProbe {
  env: Record<string, string | undefined>;
  exists(path: string): boolean;
  /** Where Playwright's own Chromium lives once installed (it need not be there). */
  playwrightPath(): string | undefined;
}

export type ChromiumChoice =
  | { path: string; source: 'CHROMIUM_PATH' | 'playwright' | 'debian' }
  | { path: null; problem: string };

const realProbe: ChromiumProbe = {
  env: process.env,
  exists: existsSync,
  playwrightPath: () => {
    try {
      return chromium.executablePath();
    } catch {
      // Playwright throws when this platform has no build of its own.
      return undefined;
    }
  },
};

export function findChromium(probe: ChromiumProbe = realProbe): ChromiumChoice {
  const fromEnv = probe.env.CHROMIUM_PATH?.trim();
  if (fromEnv) {
    // An explicit choice that is wrong is an error, not a reason to drive some other browser.
    if (probe.exists(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
    return { path: null, problem: `Portico: CHROMIUM_PATH is set to "${fromEnv}", and no file is there.\n\n${CHROMIUM_MISSING}` };
  }
  const fromPlaywright = probe.playwrightPath();
  if (fromPlaywright && probe.exists(fromPlaywright)) return { path: fromPlaywright, source: 'playwright' };
  if (probe.exists(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'debian' };
  return { path: null, problem: CHROMIUM_MISSING };
}

/** The Chromium to launch, or an error whose message says the three ways to get one. */
export function chromiumPath(probe?: ChromiumProbe): string {
  const choice = findChromium(probe);
  if (choice.path === null) throw new Error(choice.problem);
  return choice.path;
}
