/**
 * The identity-provider widget on both backends, completed by a real relying party.
 * openid-client runs in this process as "RP App" with its own server on another port: it
 * discovers the provider, sends Chromium to authorize with PKCE, and redeems the code. A person
 * signs in with Login on the widget's page and answers Portico's consent screen; Deny returns
 * access_denied; a logout the provider must confirm is asked by the widget, and Yes ends the
 * session and returns to the post-logout URI. Nothing is mocked.
 *
 * Where Better Auth differs by design, it is said below: its issuer is its base URL (/api/auth),
 * its authorize and end-session endpoints are its own and send the browser to the widget's page
 * only to sign in, consent or confirm (server/src/identityProvider.ts), and it takes http://
 * redirect URIs only from a client registered as native on loopback.
 * tests/e2e/idp.e2e.test.ts covers the rest of the widget on the emulator (prompt=none, ungrantable
 * scopes, the client's logo, the widget's cookie after a logout, a foreign logout hint, frames, no
 * session).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorWithDemo } from '../../scripts/demo/withEmulator';
import { startBetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { registerDevClient } from '../../server/dev/idpDev';
import { BACKENDS, type Backend } from './backends';
import { latestMessage, patient } from './harness';

const NO_SESSION = 'No active session detected. Please log in to continue.';

/** RP App's server: where the provider sends the browser back. */
function relyingPartyServer(): Server {
  return createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://rp.invalid');
    const title = pathname === '/callback' ? 'RP App callback' : pathname === '/logged-out' ? 'RP App: logged out' : null;
    if (!title) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`);
  });
}

interface Provider {
  /** The origin of the widget's page, Login's outbox and the auth API. */
  url: string;
  issuer: string;
  clientId: string;
  projectName: string;
  /** Whether the provider still knows this browser's session. */
  sessionIsLive(context: BrowserContext): Promise<boolean>;
  /** The session cookie the widget itself writes and removes (the emulator's protocol; Better Auth's is its server's, HttpOnly). */
  widgetSessionCookie?(context: BrowserContext): Promise<string | undefined>;
  close(): Promise<void>;
}

async function startProvider(backend: Backend, rp: string): Promise<Provider> {
  const registration = {
    client_name: 'RP App',
    redirect_uris: [`${rp}/callback`],
    post_logout_redirect_uris: [`${rp}/logged-out`],
  };
  if (backend === 'emulator') {
    const emulator = await startEmulatorWithDemo({
      port: 0,
      inMemory: true,
      quiet: true,
      config: {
        idp_clients: [{ ...registration, client_id: 'rp-app', allowed_scopes: ['openid', 'email', 'profile'], public: true, first_party: false }],
      },
    });
    const widgetSessionCookie = async (context: BrowserContext) =>
      (await context.cookies(emulator.url)).find((cookie) => cookie.name === 'portico_session')?.value;
    return {
      url: emulator.url,
      issuer: emulator.url,
      clientId: 'rp-app',
      projectName: emulator.ctx.config.project_name,
      widgetSessionCookie,
      async sessionIsLive(context) {
        const token = await widgetSessionCookie(context);
        if (!token) return false;
        const response = await fetch(`${emulator.url}/v1/sessions/authenticate`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Portico-Public-Token': emulator.ctx.config.public_token, Authorization: `Bearer ${token}` },
          body: '{}',
        });
        return response.status === 200;
      },
      close: () => emulator.close(),
    };
  }
  const server = await startBetterAuthWithDemo({ portico: { projectName: 'Portico on Better Auth' } });
  const { client_id } = await registerDevClient(server.auth, { ...registration, scope: 'openid email profile' });
  return {
    url: server.url,
    issuer: server.authUrl,
    clientId: client_id,
    projectName: 'Portico on Better Auth',
    async sessionIsLive(context) {
      const cookie = (await context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ');
      const response = await fetch(`${server.authUrl}/get-session`, { headers: { cookie } });
      return (await response.json()) !== null;
    },
    close: () => server.close(),
  };
}

describe.each(BACKENDS)('identity provider on %s', (backend) => {
  let rpServer: Server;
  let rp: string;
  let provider: Provider;
  let browser: Browser;
  let config: oidc.Configuration;
  let people = 0;

  beforeAll(async () => {
    rpServer = relyingPartyServer();
    await new Promise<void>((resolve) => rpServer.listen(0, '127.0.0.1', resolve));
    rp = `http://localhost:${(rpServer.address() as AddressInfo).port}`;
    provider = await startProvider(backend, rp);
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    // Both providers speak plain http on localhost; openid-client refuses that unless told.
    config = await oidc.discovery(new URL(provider.issuer), provider.clientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
  });

  afterAll(async () => {
    await browser?.close();
    await provider?.close();
    rpServer?.close();
  });

  async function newPerson(): Promise<{ context: BrowserContext; page: Page; email: string }> {
    const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
    return { context, page: await context.newPage(), email: `idp-${backend}-${++people}-${Date.now()}@example.com` };
  }

  /** RP App starts a sign-in: PKCE S256, state and nonce, and the authorization URL from discovery. */
  async function authorization(scope: string) {
    const verifier = oidc.randomPKCECodeVerifier();
    const checks = { pkceCodeVerifier: verifier, expectedState: oidc.randomState(), expectedNonce: oidc.randomNonce() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${rp}/callback`,
      scope,
      state: checks.expectedState,
      nonce: checks.expectedNonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, checks };
  }

  /** Nobody is signed in: the page says so, and Login beside it signs the person in by email passcode. */
  async function signInOnTheProviderPage(page: Page, email: string) {
    await page.getByText(NO_SESSION).waitFor();
    expect(page.url().startsWith(`${provider.url}/demo/idp.html?`)).toBe(true);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    const message = await latestMessage(provider.url, email);
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(message.code!);
  }

  it('authorization code + PKCE: the person signs in, allows on Portico\'s consent screen, and the app validates the ID token', async () => {
    const { context, page, email } = await newPerson();
    const { url, checks } = await authorization('openid email profile');
    await page.goto(url);
    await signInOnTheProviderPage(page, email);

    // SPEC §2 IDPConsent for standard scopes, with the client's registered name.
    await page.getByRole('heading', { level: 2, name: `Sign in to RP App with ${provider.projectName}` }).waitFor();
    const section = page.getByRole('region', { name: 'RP App is requesting to:' });
    await section.getByText('Verify your identity').waitFor();
    await section.getByRole('button', { name: 'View your personal profile information' }).click();
    await section.getByText('Email address').waitFor();

    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(`${rp}/callback?**`);
    const back = new URL(page.url());
    expect(back.searchParams.get('iss')).toBe(provider.issuer);

    // openid-client checks the state, PKCE, the ID token's signature (from the provider's JWKS), iss, aud and nonce.
    const tokens = await oidc.authorizationCodeGrant(config, back, checks);
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: provider.issuer, aud: provider.clientId, nonce: checks.expectedNonce });
    expect(typeof claims.sub).toBe('string');
    // Better Auth by design keeps the scopes' claims (email, profile) out of the ID token and in
    // UserInfo (OIDC Core 5.4 allows it when an access token is issued); the emulator puts them in both.
    if (backend === 'emulator') expect(claims.email).toBe(email);
    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo.email).toBe(email);
    await context.close();
  });

  it('Deny sends the person back to the app with error=access_denied', async () => {
    const { context, page, email } = await newPerson();
    const { url, checks } = await authorization('openid email');
    await page.goto(url);
    await signInOnTheProviderPage(page, email);
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL(`${rp}/callback?**`);
    const back = new URL(page.url());
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(checks.expectedState);
    expect(back.searchParams.has('code')).toBe(false);
    await expect(oidc.authorizationCodeGrant(config, back, checks)).rejects.toMatchObject({ error: 'access_denied' });
    await context.close();
  });

  it("logout with the app's own id_token as a hint: no question, back at the post-logout URI, the session is gone", async () => {
    const { context, page, email } = await newPerson();
    const { url, checks } = await authorization('openid email');
    await page.goto(url);
    await signInOnTheProviderPage(page, email);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(`${rp}/callback?**`);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(page.url()), checks);
    expect(await provider.sessionIsLive(context)).toBe(true);

    const state = oidc.randomState();
    await page.goto(oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${rp}/logged-out`, state }).href);
    await page.waitForURL(`${rp}/logged-out?**`);
    expect(new URL(page.url()).searchParams.get('state')).toBe(state);
    expect(await provider.sessionIsLive(context)).toBe(false);
    await context.close();
  });

  it('logout the provider must confirm: the widget asks, No keeps the session, Yes ends it and returns to the post-logout URI', async () => {
    const { context, page, email } = await newPerson();
    const { url, checks } = await authorization('openid email');
    await page.goto(url);
    await signInOnTheProviderPage(page, email);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(`${rp}/callback?**`);
    await oidc.authorizationCodeGrant(config, new URL(page.url()), checks);
    expect(await provider.sessionIsLive(context)).toBe(true);

    // No id_token_hint: neither provider logs anyone out without asking.
    const state = oidc.randomState();
    const logout = oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: `${rp}/logged-out`, state }).href;
    await page.goto(logout);
    await page.getByRole('heading', { level: 2, name: 'Log out?' }).waitFor();
    expect(page.url().startsWith(`${provider.url}/demo/idp.html?`)).toBe(true);
    await page.getByText(`Are you sure you want to log out of your ${provider.projectName} account?`).waitFor();
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByRole('heading', { name: 'You have not been logged out. You may close this page.' }).waitFor();
    expect(await provider.sessionIsLive(context)).toBe(true);

    await page.goto(logout);
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`${rp}/logged-out?**`);
    expect(new URL(page.url()).searchParams.get('state')).toBe(state);
    expect(await provider.sessionIsLive(context)).toBe(false);
    expect(await provider.widgetSessionCookie?.(context)).toBeUndefined();
    await context.close();
  });
});
