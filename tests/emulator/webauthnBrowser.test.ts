/**
 * The real passkey ceremony: Chromium with a CDP virtual authenticator (ctap2, internal, resident
 * keys, user verification) on a page of the emulator's own origin (http://localhost is a secure
 * context), driving navigator.credentials through @simplewebauthn/browser's UMD bundle.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { signIn, startHarness, type Harness } from './harness';

// The package's exports hide dist/, so locate it from the package's own entry point.
const require = createRequire(import.meta.url);
const BROWSER_BUNDLE = path.join(path.dirname(require.resolve('@simplewebauthn/browser')), '..', 'dist/bundle/index.umd.min.js');

let h: Harness;
let browser: Browser;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string;

beforeAll(async () => {
  h = await startHarness();
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  page = await (await browser.newContext()).newPage();
  // A blank page of the emulator's origin (http://localhost, a secure context), answered by the test
  // itself: the ceremony's fetches reach the emulator, and nothing on the page navigates by itself
  // (the outbox page reloads when a message arrives, which destroyed the evaluation mid-ceremony).
  const blank = `${h.emulator.url}/__webauthn-test-page`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WebAuthn test page</title>' }));
  await page.goto(blank);
  await page.addScriptTag({ path: BROWSER_BUNDLE });
  cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  }));
});

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

type Args = { publicToken: string; bearer?: string };

/** In the page: start → navigator.credentials.create → finish, as the widget's client does. */
function registerInPage(args: Args) {
  return page.evaluate(async ({ publicToken, bearer }) => {
    const headers = { 'Content-Type': 'application/json', 'X-Portico-Public-Token': publicToken, Authorization: `Bearer ${bearer}` };
    const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.json());
    const start = await post('/v1/webauthn/register/start', { domain: location.hostname, is_passkey: true });
    const { startRegistration } = (window as any).SimpleWebAuthnBrowser;
    const credential = await startRegistration({ optionsJSON: start.public_key_credential_creation_options });
    return post('/v1/webauthn/register', { public_key_credential: credential, session_duration_minutes: 30 });
  }, args);
}

function authenticateInPage(args: Args) {
  return page.evaluate(async ({ publicToken }) => {
    const headers = { 'Content-Type': 'application/json', 'X-Portico-Public-Token': publicToken };
    const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.json());
    const start = await post('/v1/webauthn/authenticate/start', { domain: location.hostname, is_passkey: true });
    const { startAuthentication } = (window as any).SimpleWebAuthnBrowser;
    const credential = await startAuthentication({ optionsJSON: start.public_key_credential_request_options });
    return post('/v1/webauthn/authenticate', { public_key_credential: credential, session_duration_minutes: 30 });
  }, args);
}

describe('given Chromium with a virtual platform authenticator', () => {
  it('a signed-in person registers a passkey, signs in with it, renames and deletes it', async () => {
    const publicToken = h.emulator.ctx.config.public_token;
    const auth = await signIn(h, 'passkey.browser@example.com');

    const registered = await registerInPage({ publicToken, bearer: auth.session_token });
    expect(registered.status_code).toBe(200);
    const id = registered.webauthn_registration_id as string;
    expect(registered.user.webauthn_registrations).toEqual([
      expect.objectContaining({ webauthn_registration_id: id, name: expect.stringMatching(/^Passkey \(\w{3} \d{1,2}, \d{4}\)$/), domain: 'localhost', authenticator_type: 'platform' }),
    ]);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    const signedIn = await authenticateInPage({ publicToken });
    expect(signedIn.status_code).toBe(200);
    expect(signedIn.user_id).toBe(auth.user_id);
    expect(signedIn.session.authentication_factors[0].type).toBe('webauthn');

    const renamed = await h.call('PUT', `/v1/webauthn/${id}`, { name: 'This laptop' }, { bearer: signedIn.session_token });
    expect(renamed.body.webauthn_registration.name).toBe('This laptop');
    const deleted = await h.call('DELETE', `/v1/users/webauthn_registrations/${id}`, undefined, { bearer: signedIn.session_token });
    expect(deleted.status).toBe(200);

    // The authenticator still holds the passkey, but the server forgot it (SPEC §8 warning case).
    const orphan = await authenticateInPage({ publicToken });
    expect(orphan.error_type).toBe('webauthn_registration_not_found');
  });
});
