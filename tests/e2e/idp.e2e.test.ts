/**
 * The identity-provider widget completed by a real relying party, on the emulator: what
 * tests/e2e/idpBackends.e2e.test.ts, which runs consent, deny and logout on both backends, does not
 * cover (prompt=none, ungrantable scopes, the client's logo, the widget's cookie after a logout, a
 * foreign logout hint, frames, no session). openid-client runs in
 * this process as "RP App", with its own server on another origin (port): it discovers the
 * emulator, sends Chromium to the authorization endpoint (the demo's identity-provider page, where
 * the widget mounts), and redeems what comes back. Nothing is mocked: a person signs in with Login
 * on that page, reads the consent screen and answers it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/server';
import { startEmulatorWithDemo } from '../../scripts/demo/withEmulator';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { latestMessage, patient } from './harness';

const CLIENT_ID = 'rp-app';
const NO_SESSION = 'No active session detected. Please log in to continue.';

let rpServer: Server;
let rp: string; // the relying party's origin: http://localhost:<its own port>
let emulator: RunningEmulator;
let browser: Browser;
let config: oidc.Configuration;
let people = 0;

/** RP App's server: where the provider sends the browser back, and a page that frames the provider. */
function relyingPartyServer(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://rp.invalid');
    const page = (title: string, body = '') => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`);
    };
    if (url.pathname === '/callback') return page('RP App callback');
    if (url.pathname === '/logged-out') return page('RP App: logged out');
    if (url.pathname === '/logo.svg') {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      return res.end('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="#5B2A86"/></svg>');
    }
    // An attacker's page on another origin, drawing the consent page in a frame to catch a click.
    if (url.pathname === '/frame') {
      const src = (url.searchParams.get('src') ?? '').replace(/"/g, '&quot;');
      return page('Win a prize', `<iframe title="Prize" src="${src}" width="500" height="700"></iframe>`);
    }
    res.writeHead(404);
    res.end();
  });
}

beforeAll(async () => {
  rpServer = relyingPartyServer();
  await new Promise<void>((resolve) => rpServer.listen(0, '127.0.0.1', resolve));
  rp = `http://localhost:${(rpServer.address() as AddressInfo).port}`;
  emulator = await startEmulatorWithDemo({
    port: 0,
    inMemory: true,
    quiet: true,
    config: {
      idp_clients: [
        {
          client_id: CLIENT_ID,
          client_name: 'RP App',
          logo_url: `${rp}/logo.svg`,
          redirect_uris: [`${rp}/callback`],
          post_logout_redirect_uris: [`${rp}/logged-out`],
          allowed_scopes: ['openid', 'email', 'profile', 'phone', 'offline_access', 'read:documents', 'admin:billing'],
          public: true,
          first_party: false,
        },
      ],
    },
  });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  // The emulator speaks plain http on localhost; openid-client refuses that unless told.
  config = await oidc.discovery(new URL(emulator.url), CLIENT_ID, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
});

afterAll(async () => {
  await browser?.close();
  await emulator?.close();
  rpServer?.close();
});

/** A fresh browser profile, and a fresh email for the person using it. */
async function newPerson(): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
  return { context, page: await context.newPage(), email: `idp-${++people}-${Date.now()}@example.com` };
}

/** RP App starts a sign-in: PKCE S256, state and nonce, and the authorization URL from discovery. */
async function authorization(scope: string, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const checks = { pkceCodeVerifier: verifier, expectedState: oidc.randomState(), expectedNonce: oidc.randomNonce() };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${rp}/callback`,
    scope,
    state: checks.expectedState,
    nonce: checks.expectedNonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url: url.href, checks };
}

/** What the page says when nobody is signed in, then Login beside it, as docs/widget.md tells a host. */
async function signInOnTheProviderPage(page: Page, email: string) {
  await page.getByText(NO_SESSION).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const message = await latestMessage(emulator.url, email);
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(message.code!);
}

/** Signs a new person in on the provider's page and gives consent: RP App's tokens, redeemed. */
async function signInAndAllow(page: Page, email: string, scope = 'openid email profile') {
  const { url, checks } = await authorization(scope);
  await page.goto(url);
  await signInOnTheProviderPage(page, email);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(`${rp}/callback?**`);
  return oidc.authorizationCodeGrant(config, new URL(page.url()), checks);
}

const sessionToken = async (context: BrowserContext) =>
  (await context.cookies(emulator.url)).find((cookie) => cookie.name === 'portico_session')?.value;

/** Whether the emulator still knows a session token: the refresh call a page would make. */
async function sessionIsLive(token: string): Promise<boolean> {
  const response = await fetch(`${emulator.url}/v1/sessions/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Portico-Public-Token': emulator.ctx.config.public_token, Authorization: `Bearer ${token}` },
    body: '{}',
  });
  return response.status === 200;
}

describe('sign in to a third-party app through the consent page', () => {
  // The flow itself (allow, deny, logout) runs on both backends in idpBackends.e2e: here, what only the emulator shows.
  it("the consent screen's details: the client's logo, the profile scope's claims, the scopes granted", async () => {
    const { context, page, email } = await newPerson();
    const { url, checks } = await authorization('openid email profile');
    // Discovery's authorization endpoint is the demo's identity-provider page.
    expect(url.startsWith(`${emulator.url}/demo/idp.html?`)).toBe(true);
    await page.goto(url);
    await signInOnTheProviderPage(page, email);

    // SPEC §2 IDPConsent, standard scopes only; the client's logo within the 50 × 100 box.
    await page.getByRole('heading', { level: 2, name: 'Sign in to RP App with Portico Demo' }).waitFor();
    const section = page.getByRole('region', { name: 'RP App is requesting to:' });
    await section.getByText('Verify your identity').waitFor();
    await section.getByRole('button', { name: 'View your personal profile information' }).click();
    await section.getByText('Email address').waitFor();
    await section.getByText('Name, picture and language').waitFor();
    const logo = await page.getByRole('img', { name: 'RP App logo' }).boundingBox();
    expect(logo!.height).toBeLessThanOrEqual(50);
    expect(logo!.width).toBeLessThanOrEqual(100);
    // Login left once it signed the person in.
    await expect(page.getByRole('textbox', { name: 'Email' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(`${rp}/callback?**`);
    const back = new URL(page.url());
    expect(back.searchParams.get('iss')).toBe(emulator.url);

    const tokens = await oidc.authorizationCodeGrant(config, back, checks);
    const user = emulator.ctx.users.byEmail(email)!;
    expect(tokens.claims()).toMatchObject({ iss: emulator.url, aud: CLIENT_ID, sub: user.user_id, email, nonce: checks.expectedNonce });
    expect(tokens.scope).toBe('openid email profile');
    await context.close();
  });

  it('prompt=none after consent was given returns a code without showing any screen', async () => {
    const { context, page, email } = await newPerson();
    await signInAndAllow(page, email, 'openid email');

    // From now on, report any Allow button that ever appears on a page of this profile.
    const sawConsent: string[] = [];
    await context.exposeBinding('reportConsentScreen', (_source, text: string) => void sawConsent.push(text));
    await context.addInitScript(() => {
      const report = (window as unknown as { reportConsentScreen: (text: string) => void }).reportConsentScreen;
      new MutationObserver(() => {
        for (const button of document.querySelectorAll('button')) if (button.textContent?.trim() === 'Allow') report(button.textContent);
      }).observe(document, { childList: true, subtree: true });
    });

    const { url, checks } = await authorization('openid email', { prompt: 'none' });
    await page.goto(url);
    await page.waitForURL(`${rp}/callback?**`);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(page.url()), checks);
    expect(tokens.claims()).toMatchObject({ email, nonce: checks.expectedNonce });
    expect(sawConsent).toEqual([]);
    await context.close();
  });

  it('an ungrantable scope is listed apart, and absent from the tokens', async () => {
    const { context, page, email } = await newPerson();
    // The demo policy lets every user grant read:documents; no role holds admin:billing.
    const { url, checks } = await authorization('openid email read:documents admin:billing');
    await page.goto(url);
    await signInOnTheProviderPage(page, email);

    await page.getByRole('heading', { level: 2, name: 'RP App wants to access your Portico Demo account' }).waitFor();
    const section = page.getByRole('region', { name: 'Allow RP App to:' });
    await section.getByText('Read your documents').waitFor();
    await expect(section.getByText('Manage the billing settings of your organization').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'You do not have permissions to grant RP App access to some of the requested scopes.' }).click();
    await page.getByText("You cannot grant RP App's request to:").waitFor();
    await page.getByText('Manage the billing settings of your organization').waitFor();

    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(`${rp}/callback?**`);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(page.url()), checks);
    expect(tokens.scope).toBe('openid email read:documents');
    expect(tokens.scope).not.toContain('admin:billing');
    await context.close();
  });
});

describe('log out of the provider from the app', () => {
  // idpBackends.e2e runs this logout on both backends; here also the widget's own cookie, which that
  // file's emulator run saw left behind (the session dead on the server) where this one sees it gone.
  it("with the app's own id_token as a hint: no question, back at post_logout_redirect_uri, the session is gone", async () => {
    const { context, page, email } = await newPerson();
    const tokens = await signInAndAllow(page, email);
    const token = (await sessionToken(context))!;
    expect(await sessionIsLive(token)).toBe(true);

    const state = oidc.randomState();
    await page.goto(oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${rp}/logged-out`, state }).href);
    await page.waitForURL(`${rp}/logged-out?**`);
    expect(new URL(page.url()).searchParams.get('state')).toBe(state);
    expect(await sessionIsLive(token)).toBe(false);
    expect(await sessionToken(context)).toBeUndefined();
    await context.close();
  });

  it("with a hint naming someone else, the provider asks before it ends this person's session", async () => {
    const { context, page, email } = await newPerson();
    // The app still holds the id_token of the person who used this browser before.
    const previous = await signInAndAllow(page, email);
    await page.goto(oidc.buildEndSessionUrl(config, { id_token_hint: previous.id_token!, post_logout_redirect_uri: `${rp}/logged-out` }).href);
    await page.waitForURL(`${rp}/logged-out**`);
    await signInAndAllow(page, `next-${email}`);
    const token = (await sessionToken(context))!;

    // What No and Yes then do is idpBackends.e2e's, on both backends.
    await page.goto(oidc.buildEndSessionUrl(config, { id_token_hint: previous.id_token!, post_logout_redirect_uri: `${rp}/logged-out` }).href);
    await page.getByRole('heading', { level: 2, name: 'Log out?' }).waitFor();
    await page.getByText('Are you sure you want to log out of your Portico Demo account?').waitFor();
    expect(page.url().startsWith(emulator.url)).toBe(true);
    expect(await sessionIsLive(token)).toBe(true);
    await context.close();
  });
});

describe('the consent page is never clickable inside another site', () => {
  it('sends frame-ancestors none and X-Frame-Options DENY, so a framing page shows nothing of it', async () => {
    const { context, page, email } = await newPerson();
    const { url } = await authorization('openid email');
    const response = await page.goto(url);
    const headers = await response!.headersArray();
    expect(headers.filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value)).toContain("frame-ancestors 'none'");
    expect(await response!.headerValue('x-frame-options')).toBe('DENY');
    // Signed in, consent not yet given: the page would offer Allow at the top level.
    await signInOnTheProviderPage(page, email);
    await page.getByRole('button', { name: 'Allow' }).waitFor();

    await page.goto(`${rp}/frame?src=${encodeURIComponent(url)}`);
    await page.waitForLoadState('load');
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'Allow' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('a host that forgot those headers: the widget itself refuses inside the frame', async () => {
    const { context, page, email } = await newPerson();
    const { url } = await authorization('openid email');
    await page.goto(url);
    await signInOnTheProviderPage(page, email);
    await page.getByRole('button', { name: 'Allow' }).waitFor();

    // The identity-provider page as a careless host would serve it: without the two headers.
    await context.route(`${emulator.url}/demo/idp.html?**`, async (route) => {
      const original = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(original.headers()).filter(([name]) => !['content-security-policy', 'x-frame-options'].includes(name)),
      );
      await route.fulfill({ response: original, headers });
    });
    await page.goto(`${rp}/frame?src=${encodeURIComponent(url)}`);
    const framed = page.frameLocator('iframe');
    await framed.getByRole('heading', { name: 'Looks like there was an error!' }).waitFor();
    await framed.getByText('For your security, this page cannot be used inside another website.', { exact: false }).waitFor();
    await expect(framed.getByRole('button', { name: 'Allow' }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('nobody signed in', () => {
  it('the page says so, asks the provider nothing, and offers Login', async () => {
    const { context, page } = await newPerson();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    const { url } = await authorization('openid email');
    await page.goto(url);
    // An ordinary state, drawn as a prompt to log in, not as the error card.
    await page.getByRole('heading', { name: 'Log in to continue' }).waitFor();
    await page.getByText(NO_SESSION).waitFor();
    await expect(page.getByRole('heading', { name: 'Looks like there was an error!' }).count()).resolves.toBe(0);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    expect(calls.filter((path) => path.startsWith('/v1/oauth2/'))).toEqual([]);
    await context.close();
  });

  it('a request without client_id names the missing parameter', async () => {
    const { context, page } = await newPerson();
    await page.goto(`${emulator.url}/demo/idp.html?redirect_uri=${encodeURIComponent(`${rp}/callback`)}`);
    await page.getByText('Required parameter is missing: client_id. Please reach out to the application developer.').waitFor();
    await context.close();
  });
});
