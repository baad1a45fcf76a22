/**
 * Social sign-in and One Tap on the Better Auth dev server, in process, with an in-memory emulator
 * as the OAuth providers: portico()'s way back maps every failure to the spec's error and refuses
 * an untrusted page; Better Auth's oneTap accepts the emulated Google's credential (stand-in keys,
 * server/dev/standInGoogleKeys.ts) and refuses one signed with any other key.
 */
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { emulatedProvidersOf } from '../../scripts/demo/withBetterAuth';
import { createDevAuth } from '../../server/dev/devAuth';
import { ORIGIN } from './harness';

let emulator: RunningEmulator;
let dev: Awaited<ReturnType<typeof createDevAuth>>;
const GOOGLE = 'emulated-google-client.apps.portico.dev';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, inMemory: true, quiet: true });
  dev = await createDevAuth({ origin: ORIGIN, emulatedProviders: emulatedProvidersOf(emulator, ['google', 'github']) });
});
afterAll(async () => {
  dev?.close();
  dev?.db.close();
  await emulator?.close();
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  dev.auth.handler(new Request(`${ORIGIN}/api/auth${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
  }));

describe('the way back from a provider (GET /portico/oauth/return)', () => {
  it('sends the person to the page with oauth_flow_callback_error, whatever Better Auth reported', async () => {
    for (const error of ['access_denied', 'state_mismatch', 'invalid_code']) {
      const response = await call('GET', `/portico/oauth/return?${new URLSearchParams({ to: `${ORIGIN}/demo/index.html`, error })}`);
      expect(response.status).toBe(302);
      const back = new URL(response.headers.get('location')!);
      expect(back.origin + back.pathname).toBe(`${ORIGIN}/demo/index.html`);
      expect(back.searchParams.get('stytch_token_type')).toBe('oauth');
      expect(back.searchParams.get('error')).toBe('oauth_flow_callback_error');
      expect(back.searchParams.get('error_description')).toContain(`(${error})`);
    }
  });

  it('is no open redirect: a page on an untrusted origin is a 400', async () => {
    for (const to of ['https://attacker.example/', 'javascript:alert(1)', 'not a url']) {
      const response = await call('GET', `/portico/oauth/return?${new URLSearchParams({ to, error: 'access_denied' })}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
  });
});

describe('the bootstrap', () => {
  it('lists oauth and the providers the server configured, so the widget needs no second copy', async () => {
    const body = (await (await call('GET', '/portico/bootstrap')).json()) as { products: string[]; oauth_providers: string[] };
    expect(body.products).toContain('oauth');
    expect(body.oauth_providers).toEqual(['google', 'github']);
  });
});

describe('starting a social sign-in', () => {
  it('answers the emulated provider\u2019s authorize URL, with PKCE and state', async () => {
    const response = await call('POST', '/sign-in/social', { provider: 'github', callbackURL: `${ORIGIN}/demo/index.html`, disableRedirect: true });
    const url = new URL(((await response.json()) as { url: string }).url);
    expect(url.href.startsWith(`${emulator.url}/oauth/emulated/github/authorize?`)).toBe(true);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/github`);
  });

  it('a provider the server did not configure is PROVIDER_NOT_FOUND (the client maps it)', async () => {
    const response = await call('POST', '/sign-in/social', { provider: 'apple', callbackURL: `${ORIGIN}/demo/index.html`, disableRedirect: true });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { code: string }).code).toBe('PROVIDER_NOT_FOUND');
  });
});

describe('One Tap through Better Auth\u2019s oneTap plugin', () => {
  it('the client endpoint names the emulated Google and its stand-in library', async () => {
    const response = await call('GET', '/portico/onetap/client');
    expect(await response.json()).toEqual({ client_id: GOOGLE, script_url: `${emulator.url}/oauth/emulated/google/onetap.js` });
  });

  it('a credential the emulated Google signed signs in (stand-in keys); one signed by another key does not', async () => {
    const minted = await fetch(`${emulator.url}/oauth/emulated/google/id_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'tap@example.com', first_name: 'Tap', last_name: 'Per' }),
    });
    const { id_token } = (await minted.json()) as { id_token: string };
    const ok = await call('POST', '/one-tap/callback', { idToken: id_token });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { email: string } }).user.email).toBe('tap@example.com');
    expect(ok.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(true);

    // The same claims and kid, signed with a key that is not the emulated Google's.
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ email: 'tap@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'emulated-google-1' })
      .setIssuer('https://accounts.google.com').setAudience(GOOGLE).setSubject('123').setIssuedAt(now).setExpirationTime(now + 600)
      .sign(privateKey);
    const refused = await call('POST', '/one-tap/callback', { idToken: forged });
    // A bare 400 without a code: the browser client names it invalid_id_token (errorTypes.ts).
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('invalid id token');
  });
});
