/**
 * The phone-number library (libphonenumber-js and its metadata, the biggest download a config can
 * bring) is fetched when a person heads for the Text or WhatsApp tab (hovers it, focuses it, selects
 * it), never at load of a Main whose first tab is Email. The page is the size probe's: dist/ built
 * and bundled as a host would (esbuild, code splitting), every request recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright';
import { buildHost, type HostBuild } from '../../scripts/size/build';
import { launchChromium, modulesOf, serveProbe } from '../../scripts/size/measure';

let host: HostBuild;
let url: string;
let close: () => void;
let browser: Browser;
beforeAll(async () => {
  host = (await buildHost()).portico;
  const served = await serveProbe(host.outDir);
  url = served.url;
  close = () => served.server.close();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  close?.();
});

const EMAIL_FIRST = { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'whatsapp'] } };
const TEXT_FIRST = { products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['sms'] } };

/** A page with Main and its tabs drawn and the network quiet; `phone()` says whether it has asked for the phone library. */
async function open(config: object): Promise<{ page: Page; phone: () => boolean }> {
  const page = await browser.newPage();
  const asked = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) asked.add(pathname.slice(1));
  });
  await page.goto(`${url}/index.html?config=${encodeURIComponent(JSON.stringify(config))}`);
  await page.getByRole('tab', { name: 'Text' }).waitFor();
  await page.waitForLoadState('networkidle');
  const phone = () => [...asked].some((file) => modulesOf(host, file).some((id) => id.includes('node_modules/libphonenumber-js/')));
  return { page, phone };
}

describe('the phone library, with Email the first tab', () => {
  it('is not fetched at load; hovering the Text tab fetches it', async () => {
    const { page, phone } = await open(EMAIL_FIRST);
    expect(phone()).toBe(false);
    await page.getByRole('tab', { name: 'Text' }).hover();
    await expect.poll(phone).toBe(true);
    await page.getByRole('tab', { name: 'Text' }).click();
    await page.getByRole('textbox', { name: /phone/i }).fill('2025550123');
    await page.close();
  });

  it('is fetched when the keyboard moves to the WhatsApp tab, and what was typed stays', async () => {
    const { page, phone } = await open(EMAIL_FIRST);
    await page.getByRole('textbox', { name: 'Email' }).fill('kept@example.com');
    await page.getByRole('tab', { name: 'Email' }).focus();
    expect(phone()).toBe(false);
    await page.keyboard.press('End'); // the last tab, WhatsApp, focused and selected
    await expect.poll(phone).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: 'WhatsApp' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('kept@example.com');
    await page.close();
  });
});

describe('the phone library, with Text the first tab', () => {
  it('is fetched at load, for the phone field Main shows', async () => {
    const { page, phone } = await open(TEXT_FIRST);
    expect(phone()).toBe(true);
    await page.close();
  });
});
