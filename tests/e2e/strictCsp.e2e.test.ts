/**
 * The widget runs under a strict Content Security Policy. The host page is built
 * from dist/ as a host builds it (tests/e2e/hosts/strictCsp.ts) and served with
 * `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-…'`, a fresh nonce per page, no
 * 'unsafe-inline' and no 'unsafe-eval'. The provider's API is proxied to the emulator on the same
 * origin, as a host's backend would. Magic link, OTP and password sign-in each complete, and the
 * browser reports no violation.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary, bundleHost, root } from '../../scripts/size/build';
import { latestMessage, startStack, type Stack } from './harness';

const out = path.join(root, '.portico/strict-csp');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

let stack: Stack;
let host: Server;
let hostUrl: string;

/** The page's policy: what the README tells hosts the widget needs, and nothing more. */
const policy = (nonce: string) => `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; base-uri 'none'; object-src 'none'`;

function page(nonce: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict CSP host</title>` +
    `<meta property="csp-nonce" nonce="${nonce}"><link rel="stylesheet" href="/strictCsp.css"></head>` +
    `<body><main><h1>Strict CSP host</h1><div id="login"></div></main><script type="module" src="/strictCsp.js"></script></body></html>`
  );
}

/** Files of the built host page with the policy; everything else goes to the emulator, as to a backend. */
function startHost(emulatorUrl: string): Promise<Server> {
  const upstream = new URL(emulatorUrl);
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://host').pathname;
    const file = path.join(out, path.normalize(pathname));
    if (pathname === '/' || pathname === '/index.html') {
      const nonce = randomBytes(16).toString('base64');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy(nonce) });
      res.end(page(nonce));
    } else if (file.startsWith(out) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } else {
      const forward = request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  await buildLibrary();
  await bundleHost({ name: 'strictCsp', entry: path.join(root, 'tests/e2e/hosts/strictCsp.ts'), outDir: out });
  stack = await startStack();
  host = await startHost(stack.url);
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  host?.close();
  await stack?.close();
});

/** A fresh browser profile on the host page, recording every CSP violation the page reports. */
async function open(config: object) {
  const { page: tab, context } = await stack.newPage();
  const refused: string[] = [];
  tab.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await tab.exposeFunction('reportViolation', (text: string) => refused.push(text));
  await tab.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} refused ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  await tab.goto(`${hostUrl}/?config=${encodeURIComponent(JSON.stringify(config))}`);
  await tab.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
  return { page: tab, context, refused };
}

/** The widget really is styled on this page: its stylesheet applied under the policy. */
async function styled(tab: Page) {
  const button = tab.getByRole('button', { name: /^Continue/ }).first();
  return button.evaluate((element) => getComputedStyle(element).borderRadius !== '0px');
}

describe('under a strict CSP with a nonce', () => {
  it('a person signs up by magic link, and nothing is refused', async () => {
    const email = `csp-link-${Date.now()}@example.com`;
    const { page: tab, context, refused } = await open({ products: ['emailMagicLinks'] });
    await expect(styled(tab)).resolves.toBe(true);
    await tab.getByRole('textbox', { name: 'Email' }).fill(email);
    await tab.getByRole('button', { name: 'Continue with email' }).click();
    await tab.getByRole('heading', { name: 'Check your email' }).waitFor();

    const link = (await latestMessage(stack.url, email)).links.find((href) => href.includes('stytch_token_type=magic_links'));
    expect(link?.startsWith(hostUrl)).toBe(true);
    await tab.goto(link!);
    await tab.getByText(`Signed in as ${email}`).waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });

  it('a person signs in with a text-message code, typed into the code input, and nothing is refused', async () => {
    const { page: tab, context, refused } = await open({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await tab.getByRole('textbox', { name: 'Phone number' }).pressSequentially('2025550142');
    await tab.getByRole('button', { name: 'Continue with text message' }).click();
    await tab.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    // input-otp inserts its own <style>; it must carry the page's nonce.
    await expect(tab.locator('style:not([nonce])').count()).resolves.toBe(0);
    const { code } = await latestMessage(stack.url, '+12025550142');
    await tab.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(code!);
    await tab.getByRole('heading', { name: 'Success!' }).waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });

  it('a person creates an account with a password, in a shadow root, and nothing is refused', async () => {
    const { page: tab, context, refused } = await open({ products: ['passwords'], enableShadowDOM: true });
    await expect(styled(tab)).resolves.toBe(true);
    await tab.getByRole('textbox', { name: 'Email' }).fill(`csp-password-${Date.now()}@example.com`);
    await tab.getByRole('button', { name: 'Continue with email' }).click();
    await tab.getByRole('heading', { name: 'Create an account' }).waitFor();
    await tab.getByLabel('Password', { exact: true }).fill('violet-Harbor-lantern-42');
    const submit = tab.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await tab.getByRole('heading', { name: 'Success!' }).waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });
});
