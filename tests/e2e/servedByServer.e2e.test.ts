/**
 * SPEC §7 bootstrap on a real Better Auth: the server's answer decides what the widget serves. The
 * server runs portico() with the options docs/better-auth.md leaves at their defaults (passcodes by
 * email only, the user lookup on because passwords are listed), behind the demo pages, driven by a
 * person in Chromium. The emulator's bootstrap lists what it serves too, and the widget reconciles
 * with it the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright';
import { startBetterAuthWithDemo, type BetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { patient, playground, startStack, type Stack } from './harness';

let server: BetterAuthWithDemo;
let browser: Browser;
beforeAll(async () => {
  server = await startBetterAuthWithDemo({
    portico: { projectName: 'Defaults', products: ['emailMagicLinks', 'otp', 'passwords'], otpMethods: undefined, userSearch: undefined },
  });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const open = async (config: object) => {
  const context = patient(await browser.newContext());
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (request) => sent.push(new URL(request.url()).pathname));
  await page.goto(playground(server.url, config));
  return { page, context, sent };
};

describe("portico()'s defaults on a real Better Auth", () => {
  it('a text-message config is refused before any phone field shows; onError names the channel and the backend; nothing is sent', async () => {
    const { page, context, sent } = await open({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } });
    await page.getByText('Something went wrong. Please try again.').first().waitFor();
    await expect(page.getByRole('textbox', { name: /phone/i }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Continue with (text message|WhatsApp)/ }).count()).resolves.toBe(0);
    const events = await page.getByTestId('events').innerText();
    expect(events).toMatch(/"sms" \(otpOptions\.methods\).*"Better Auth"/);
    expect(events).toMatch(/"whatsapp" \(otpOptions\.methods\)/);
    expect(sent).not.toContain('/api/auth/phone-number/send-otp');
    await context.close();
  });

  it('passwords work on the documented setup: the user lookup answers, the account is created', async () => {
    const { page, context } = await open({ products: ['passwords'] });
    await page.getByRole('textbox', { name: 'Email' }).fill('defaults@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('violet-Harbor-lantern-42');
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });
});

describe('the emulator serving passcodes by email only', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ config: { products: ['emailMagicLinks', 'otp', 'passwords'], otp_methods: ['email'] } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('a text-message config is refused, naming the channel and the backend; nothing is sent', async () => {
    const { page, context } = await stack.newPage();
    const sent: string[] = [];
    page.on('request', (request) => sent.push(new URL(request.url()).pathname));
    await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: ['sms'] } }));
    await page.getByText('Something went wrong. Please try again.').first().waitFor();
    await expect(page.getByRole('textbox', { name: /phone/i }).count()).resolves.toBe(0);
    const events = await page.getByTestId('events').innerText();
    expect(events).toContain('the passcode channel "sms" (otpOptions.methods) is configured, but the server behind the backend "Portico" does not serve it (it serves: email).');
    expect(events).toContain('portico.config.json');
    expect(sent).not.toContain('/v1/otps/sms/login_or_create');
    await context.close();
  });

  it('what it lists works: a passcode by email signs in', async () => {
    const { page, context } = await stack.newPage();
    await page.goto(playground(stack.url, { products: ['otp'], otpOptions: { methods: ['email'] } }));
    await page.getByRole('textbox', { name: 'Email' }).fill('served@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    const code = (await (await fetch(`${stack.url}/outbox.json?to=served%40example.com`)).json()).messages[0].code as string;
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(code);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });
});
