/**
 * A real Better Auth configured as Better Auth's own documentation sets it up, without portico():
 * email and password with reset mails, magic links, email passcodes, phone numbers, passkeys and
 * two-factor, each sending through the host's mailer (here an outbox). The widget cannot learn what
 * this server serves (no /portico/bootstrap: a bare 404), so every configured product is refused
 * at mount: the person sees the catalogue's generic line and nothing to type into, and `onError`
 * names the URL that answered 404 and both causes (the base URL, portico()). Nothing is sent.
 */
import Database from 'better-sqlite3';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { magicLink } from 'better-auth/plugins/magic-link';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { passkey } from '@better-auth/passkey';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { freePort, serveWithDemo, type Sent } from './docsBackend';
import { patient, playground } from './harness';

let server: Awaited<ReturnType<typeof serveWithDemo>>;
let browser: Browser;
const sent: Sent[] = [];
const sendTo = (to: string, body: string) => void sent.push({ id: sent.length + 1, sent_at: '', to, channel: 'email', subject: '', body, links: [], code: null });

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const config = {
    baseURL: `${origin}/api/auth`,
    secret: 'a-secret-of-at-least-32-characters-for-this-test',
    database: new Database(':memory:'),
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    emailAndPassword: { enabled: true, sendResetPassword: async ({ user, url }: { user: { email: string }; url: string }) => sendTo(user.email, url) },
    plugins: [
      magicLink({ sendMagicLink: async ({ email, url }) => sendTo(email, url) }),
      emailOTP({ sendVerificationOTP: async ({ email, otp }) => sendTo(email, otp) }),
      phoneNumber({ sendOTP: async ({ phoneNumber: to, code }) => sendTo(to, code) }),
      passkey({ rpID: 'localhost', rpName: 'Example', origin }),
      twoFactor({ otpOptions: { sendOTP: async ({ user, otp }) => sendTo(user.email, otp) } }),
    ],
  };
  await (await getMigrations(config)).runMigrations();
  server = await serveWithDemo(betterAuth(config), port, []);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const CONFIGS: Array<[string, object]> = [
  ['email magic links', { products: ['emailMagicLinks'] }],
  ['passcodes by email', { products: ['otp'], otpOptions: { methods: ['email'] } }],
  ['passcodes by text message and WhatsApp', { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } }],
  ['passwords', { products: ['passwords'] }],
  ['passkeys beside magic links', { products: ['emailMagicLinks', 'passkeys'] }],
  ['crypto wallets', { products: ['crypto'] }],
];

describe('Better Auth without portico(), set up as its own docs show', () => {
  it.each(CONFIGS)('%s: refused at mount, nothing to type into; onError names the URL and the cause', async (_, config) => {
    const context = patient(await browser.newContext());
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.goto(playground(server.url, config));
    await page.getByText('Something went wrong. Please try again.').first().waitFor();
    await expect(page.locator('#portico-login').getByRole('textbox').count()).resolves.toBe(0);
    await expect(page.locator('#portico-login').getByRole('button').count()).resolves.toBe(0);
    const events = await page.getByTestId('events').innerText();
    expect(events).toContain(`${server.url}/api/auth/portico/bootstrap answered 404 Not Found`);
    expect(events).toContain("createBetterAuthClient's baseURL is Better Auth's base path");
    expect(events).toContain('portico() (portico-better-auth)');
    // Nothing was asked of the server but who is signed in and what it serves.
    expect(calls.filter((call) => call.startsWith('POST /api/auth/'))).toEqual([]);
    expect(sent).toEqual([]);
    await context.close();
  });
});
