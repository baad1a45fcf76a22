/**
 * docs/screenshot.png, the README's picture: the Login widget in the playground (the emulator with
 * the demo, in memory), drawn by headless Chromium. `npx tsx scripts/readme-screenshot.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startEmulatorWithDemo } from './demo/withEmulator';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = {
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }] },
};

const emulator = await startEmulatorWithDemo({ port: 0, inMemory: true, quiet: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 }, deviceScaleFactor: 2 });
  await page.goto(`${emulator.url}/demo/index.html?config=${encodeURIComponent(JSON.stringify(config))}`);
  await page.getByRole('button', { name: 'Continue with email' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.locator('[data-portico-root]').first().screenshot({ path: path.join(root, 'docs/screenshot.png'), animations: 'disabled' });
  console.log('docs/screenshot.png written');
} finally {
  await browser.close();
  await emulator.close();
}
