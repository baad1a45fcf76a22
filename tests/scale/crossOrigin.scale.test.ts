/**
 * docs/deploy.md's two layouts, as a person meets them in Chromium, against the installed package
 * (tests/scale/buildPackages.ts) in production mode behind HAProxy terminating TLS:
 * - another origin: the host page on https://app.portico.test, portico-server on
 *   https://auth.portico.test (same site, two origins: CORS with credentials, the trusted origin
 *   listed once in PORTICO_TRUSTED_ORIGINS);
 * - one origin through the proxy: https://www.portico.test, /api/auth/ to the server.
 * Each host page is the docs' block as written (its server URL changed to this test's), bundled from
 * the library's dist/ as a host's bundler would. A person signs in by email passcode (a real SMTP
 * server receives the code), then the host's own server checks the session JWT cookie the widget
 * set, with createSessionVerifier, and a page the server does not trust is refused.
 * Chromium resolves *.portico.test to 127.0.0.1 and accepts the test's self-signed certificate.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { bundleHost, root } from '../../scripts/size/build';
import { createSessionVerifier, sessionJwtFrom } from '../../src/server';
import { freePort, startInstance, startSmtpSink, tempDir, waitFor, type Instance } from './infra';

const dir = tempDir();
const doc = readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
const block = (layout: string) => new RegExp('```ts layout=' + layout + '\\n([\\s\\S]*?)```').exec(doc)![1]!;

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let browser: Browser;
let pages: Server;
let haproxy: ReturnType<typeof spawn>;
const servers: Instance[] = [];
let port: number;
const origin = (host: string) => `https://${host}.portico.test:${port}`;

/** The host's own server: its pages, and GET /api/me, which trusts a session only as createSessionVerifier does. */
function hostServer(builds: Record<string, { dir: string; verify: ReturnType<typeof createSessionVerifier> }>) {
  return createServer((req, res) => {
    const site = builds[(req.headers.host ?? '').split('.')[0]!]!;
    const pathname = new URL(req.url ?? '/', 'http://host').pathname;
    if (pathname === '/api/me') {
      site.verify(sessionJwtFrom(req.headers)).then(
        (session) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ userId: session.userId })),
        (error: Error & { reason?: string }) => res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ reason: error.reason ?? error.message })),
      );
      return;
    }
    const file = path.join(site.dir, path.normalize(pathname === '/' ? '/index.html' : pathname));
    if (!file.startsWith(site.dir) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : file.endsWith('.css') ? 'text/css' : 'text/javascript' }).end(readFileSync(file));
  });
}

beforeAll(async () => {
  port = await freePort();
  smtp = await startSmtpSink();
  const [crossPort, samePort, pagesPort] = [await freePort(), await freePort(), await freePort()];
  const config = path.join(dir, 'portico.config.json');
  writeFileSync(config, JSON.stringify({ projectName: 'Layouts', products: ['otp'], trustedProxies: ['127.0.0.1'] }));
  const production = (name: string, extra: Record<string, string>) => ({
    PORTICO_CONFIG: config,
    PORTICO_SECRET: randomBytes(32).toString('base64'),
    PORTICO_SQLITE_FILE: path.join(dir, `${name}.sqlite`),
    PORTICO_LOG_FORMAT: 'json',
    SMTP_URL: smtp.url,
    ...extra,
  });
  const started = Promise.all([
    startInstance(production('cross', { PORTICO_PUBLIC_URL: origin('auth'), PORTICO_TRUSTED_ORIGINS: origin('app') }), crossPort),
    startInstance(production('same', { PORTICO_PUBLIC_URL: origin('www') }), samePort),
  ]);

  // The docs' host pages, their server URL made this test's.
  const builds: Parameters<typeof hostServer>[0] = {};
  for (const [host, layout, serverPort] of [['app', 'cross-origin', crossPort], ['www', 'same-origin', samePort]] as const) {
    const entry = path.join(dir, `${layout}.ts`);
    writeFileSync(entry, block(layout).replaceAll('https://auth.example.com', origin('auth')));
    const out = path.join(dir, 'pages', host);
    mkdirSync(out, { recursive: true });
    await bundleHost({ name: layout, entry, outDir: out });
    const publicBase = `${origin(host === 'app' ? 'auth' : 'www')}/api/auth`;
    // The host's server reaches portico-server at its private address; the issuer is the public one.
    builds[host] = { dir: out, verify: createSessionVerifier({ baseUrl: `http://127.0.0.1:${serverPort}/api/auth`, issuer: publicBase }) };
  }
  pages = hostServer(builds);
  await new Promise<void>((resolve) => pages.listen(pagesPort, '127.0.0.1', resolve));

  // TLS at the edge, as in production; a certificate for the test's names.
  const pem = path.join(dir, 'portico.test.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=portico.test',
    '-addext', 'subjectAltName=DNS:app.portico.test,DNS:auth.portico.test,DNS:www.portico.test', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'pipe' });
  writeFileSync(pem, readFileSync(path.join(dir, 'cert.pem'), 'utf8') + readFileSync(path.join(dir, 'key.pem'), 'utf8'));
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    cfg,
    `global
  maxconn 256
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  option forwardfor
frontend edge
  bind 127.0.0.1:${port} ssl crt ${pem}
  acl auth_host hdr(host) -m beg auth.portico.test
  acl www_host hdr(host) -m beg www.portico.test
  use_backend portico_cross if auth_host
  use_backend portico_same if www_host { path_beg /api/auth/ }
  default_backend app
backend portico_cross
  server s 127.0.0.1:${crossPort}
backend portico_same
  server s 127.0.0.1:${samePort}
backend app
  server s 127.0.0.1:${pagesPort}
`,
  );
  haproxy = spawn('/usr/sbin/haproxy', ['-f', cfg, '-db'], { stdio: 'ignore' });
  servers.push(...(await started));
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.portico.test 127.0.0.1'] });
  await waitFor('HAProxy', () => new Promise<boolean>((resolve) => {
    const probe = connect(port, '127.0.0.1', () => (probe.destroy(), resolve(true)));
    probe.on('error', () => resolve(false));
  }));
});

afterAll(async () => {
  await browser?.close();
  haproxy?.kill('SIGKILL');
  for (const server of servers) server.child.kill('SIGKILL');
  await new Promise<void>((resolve) => (pages ? pages.close(() => resolve()) : resolve()));
  await smtp?.down();
  rmSync(dir, { recursive: true, force: true });
});

/** A person signs in by email passcode on the page; the host's server then says who they are. */
async function signIn(pageOrigin: string, email: string) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  context.setDefaultTimeout(90_000);
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('console', (m) => seen.push(`console ${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => seen.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => r.status() >= 400 && seen.push(`${r.status()} ${r.url()}`));
  await page.goto(`${pageOrigin}/`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email, { timeout: 30_000 }).catch((error: Error) => {
    throw new Error(`${error.message}\n${seen.join('\n')}`);
  });
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
  const code = await waitFor(`${email}'s passcode`, async () => smtp.codeFor(email), 60_000);
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(code);
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/me');
    return { status: response.status, body: (await response.json()) as { userId?: string } };
  });
  return { context, page, me };
}

describe("docs/deploy.md's layouts against the installed server, in production mode", () => {
  it('another origin: the docs\' host page on app signs a person in against auth (CORS with credentials), and the host\'s server verifies the session', async () => {
    const { context, page, me } = await signIn(origin('app'), 'cross@example.com');
    expect(me).toMatchObject({ status: 200, body: { userId: expect.stringMatching(/\S/) } });
    // Signed out on the server (the JWT cookie is still on the page): the host's server refuses it at once.
    const after = await page.evaluate(async (auth) => {
      const out = await fetch(`${auth}/api/auth/sign-out`, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}' });
      const me2 = await fetch('/api/me');
      return { signOut: out.status, me: me2.status, reason: ((await me2.json()) as { reason?: string }).reason };
    }, origin('auth'));
    expect(after).toEqual({ signOut: 200, me: 401, reason: 'revoked' });
    await context.close();
  });

  it('one origin through the proxy: the docs\' host page on www signs a person in, and the host\'s server verifies the session', async () => {
    const { context, me } = await signIn(origin('www'), 'same@example.com');
    expect(me).toMatchObject({ status: 200, body: { userId: expect.stringMatching(/\S/) } });
    await context.close();
  });

  it('refuses a page on an origin it does not trust, and says which setting to change (for onError, not the person)', async () => {
    const answer = await fetch(`http://127.0.0.1:${servers[0]!.port}/api/auth/email-otp/send-verification-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.portico.test', cookie: 'x=1' },
      body: JSON.stringify({ email: 'evil@example.com', type: 'sign-in' }),
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const body = (await answer.json()) as { code: string; message: string };
    expect(body.code).toBe('INVALID_ORIGIN');
    expect(body.message).toMatch(/PORTICO_TRUSTED_ORIGINS/);
    const preflight = await fetch(`http://127.0.0.1:${servers[0]!.port}/api/auth/get-session`, { method: 'OPTIONS', headers: { origin: origin('app'), 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin('app'));
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
