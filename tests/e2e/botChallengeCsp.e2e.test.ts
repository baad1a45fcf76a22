/**
 * Bot challenges on a host page built from dist/ (docs/bots.md), under the strict policy of the
 * README's "Content Security Policy": the proof-of-work worker starts from its own file
 * (dist/challenge-worker.js, copied beside the bundle, as an esbuild host does) with no blob: and
 * no eval; Turnstile's script (the emulator's stand-in, Cloudflare's test keys) is allowed by the
 * page's nonce alone and renders inside the widget's shadow root; its always-fail key leaves the
 * person the catalogue's words and sends nothing. The browser reports no violation.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary, bundleHost, root } from '../../scripts/size/build';
import { TURNSTILE_TEST_KEYS } from '../../emulator/challenge/turnstile';
import { latestMessage, startStack, type Stack } from './harness';

const out = path.join(root, '.portico/bot-challenge-csp');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };
/** The README's policy; `scripts` adds what Turnstile's host adds: the nonce for scripts too. */
const policy = (nonce: string, scripts: boolean) =>
  `default-src 'self'; script-src 'self'${scripts ? ` 'nonce-${nonce}'` : ''}; style-src 'self' 'nonce-${nonce}'; base-uri 'none'; object-src 'none'`;

function startHost(emulatorUrl: string, scripts: boolean): Promise<Server> {
  const upstream = new URL(emulatorUrl);
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://host').pathname;
    const file = path.join(out, path.normalize(pathname));
    if (pathname === '/' || pathname === '/index.html') {
      const nonce = randomBytes(16).toString('base64');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy(nonce, scripts) });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bot challenge host</title><meta property="csp-nonce" nonce="${nonce}">` +
          `<link rel="stylesheet" href="/strictCsp.css"></head><body><main><h1>Host</h1><div id="login"></div></main><script type="module" src="/strictCsp.js"></script></body></html>`,
      );
    } else if (file.startsWith(out) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } else {
      const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forward);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  await buildLibrary();
  await bundleHost({ name: 'strictCsp', entry: path.join(root, 'tests/e2e/hosts/strictCsp.ts'), outDir: out });
  copyFileSync(path.join(root, 'dist/challenge-worker.js'), path.join(out, 'challenge-worker.js'));
}, 600_000);

async function open(stack: Stack, hostUrl: string, config: object) {
  const { page, context } = await stack.newPage();
  const refused: string[] = [];
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('console', (message) => void (/Content Security Policy/i.test(message.text()) && refused.push(message.text())));
  await page.exposeFunction('reportViolation', (text: string) => refused.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} refused ${event.blockedURI || 'inline'}`),
    );
  });
  await page.goto(`${hostUrl}/?config=${encodeURIComponent(JSON.stringify(config))}`);
  await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
  return { page, context, refused, workers };
}

describe('a proof of work under the strict policy', () => {
  let stack: Stack;
  let host: Server;
  let hostUrl: string;
  beforeAll(async () => {
    stack = await startStack({ config: { challenge: { kind: 'proof_of_work' } } });
    host = await startHost(stack.url, false);
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    host?.close();
    await stack?.close();
  });

  it('solves in the worker file while the person types, sends the link, and nothing is refused', async () => {
    const email = `csp-pow-${Date.now()}@example.com`;
    const { page, context, refused, workers } = await open(stack, hostUrl, { products: ['emailMagicLinks'] });
    await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(workers.map((url) => new URL(url).pathname)).toContain('/challenge-worker.js');
    await latestMessage(stack.url, email);
    expect(refused).toEqual([]);
    await context.close();
  });
});

describe('Turnstile (emulated, Cloudflare\'s test keys) with the page\'s nonce, in a shadow root', () => {
  const stacks: Stack[] = [];
  const hosts: Server[] = [];
  const serve = async (siteKey: string, secretKey: string) => {
    const stack = await startStack({ config: { challenge: { kind: 'turnstile', site_key: siteKey, secret_key: secretKey } } });
    const host = await startHost(stack.url, true);
    stacks.push(stack);
    hosts.push(host);
    return { stack, hostUrl: `http://127.0.0.1:${(host.address() as AddressInfo).port}` };
  };
  afterAll(async () => {
    hosts.forEach((h) => h.close());
    await Promise.all(stacks.map((s) => s.close()));
  });

  it('loads the script with the nonce, renders inside the shadow root, and the send goes through', async () => {
    const { stack, hostUrl } = await serve(TURNSTILE_TEST_KEYS.sitePassesInvisible, TURNSTILE_TEST_KEYS.secretPasses);
    const email = `csp-turnstile-${Date.now()}@example.com`;
    const { page, context, refused } = await open(stack, hostUrl, { products: ['emailMagicLinks'], enableShadowDOM: true });
    await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const script = await page.evaluate(() => {
      const tag = document.querySelector<HTMLScriptElement>('script[src*="/turnstile/v0/api.js"]');
      return tag && { nonce: tag.nonce !== '', render: new URL(tag.src).searchParams.get('render') };
    });
    expect(script).toEqual({ nonce: true, render: 'explicit' });
    // The container is in the widget's shadow root, not the page's document.
    expect(await page.evaluate(() => document.querySelector('[data-portico-challenge]'))).toBeNull();
    await expect(page.locator('[data-portico-challenge="turnstile"]').getAttribute('data-emulated-turnstile')).resolves.toBe(TURNSTILE_TEST_KEYS.sitePassesInvisible);
    await latestMessage(stack.url, email);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('a key that always fails: the person reads the catalogue\'s words, and nothing is sent', async () => {
    const { stack, hostUrl } = await serve(TURNSTILE_TEST_KEYS.siteFailsInvisible, TURNSTILE_TEST_KEYS.secretFails);
    const email = `csp-blocked-${Date.now()}@example.com`;
    const { page, context, refused } = await open(stack, hostUrl, { products: ['emailMagicLinks'], enableShadowDOM: true });
    await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    // Drawn under the field and spoken by the live region: two elements with the words.
    await page.getByText('The security check failed, so nothing was sent. Please try again.').first().waitFor();
    await expect(latestMessage(stack.url, email, 2_000)).rejects.toThrow();
    expect(refused).toEqual([]);
    await context.close();
  });
});
