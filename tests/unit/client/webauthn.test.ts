import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/client/createHttpClient';
import { createMemoryStorage } from '../../../src/client/storage';
import { createFakeCookieJar, createFakeFetch, fakeAuthResponse } from './fakes';

// The browser half of the ceremony is a fake: no authenticator exists in a unit test.
const fakeBrowser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
  cancelCeremony: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: fakeBrowser.startAuthentication,
  startRegistration: fakeBrowser.startRegistration,
  browserSupportsWebAuthnAutofill: fakeBrowser.browserSupportsWebAuthnAutofill,
  WebAuthnAbortService: { cancelCeremony: fakeBrowser.cancelCeremony },
}));

const requestOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] };
const creationOptions = { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost', name: 'Acme' } };
const assertion = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {}, clientExtensionResults: {} };

function clientAnswering() {
  const { fakeFetch, calls } = createFakeFetch((call) => {
    if (call.url.endsWith('/authenticate/start')) return { body: { public_key_credential_request_options: requestOptions } };
    if (call.url.endsWith('/register/start')) return { body: { user_id: 'user-test-1', public_key_credential_creation_options: JSON.stringify(creationOptions) } };
    if (call.url.endsWith('/webauthn/register')) return { body: { webauthn_registration_id: 'webauthn-registration-test-1', ...fakeAuthResponse({ session_jwt: 'jwt-2' }) } };
    return { body: fakeAuthResponse() };
  });
  const client = createHttpClient({ baseUrl: 'http://localhost:8787', publicToken: 'pt', fetch: fakeFetch, cookies: createFakeCookieJar(), storage: createMemoryStorage(), hostname: 'localhost' });
  return { client, calls };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('webauthn.authenticate', () => {
  it('runs start → browser → finish and stores the session', async () => {
    fakeBrowser.startAuthentication.mockResolvedValue(assertion);
    const { client, calls } = clientAnswering();

    const answer = await client.webauthn.authenticate({ is_passkey: true, conditional_mediation: true, session_duration_minutes: 45 });

    expect(calls[0]).toMatchObject({ url: 'http://localhost:8787/v1/webauthn/authenticate/start', body: { domain: 'localhost', is_passkey: true } });
    expect(fakeBrowser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions, useBrowserAutofill: true, verifyBrowserAutofillInput: false });
    expect(calls[1]).toMatchObject({
      url: 'http://localhost:8787/v1/webauthn/authenticate',
      body: { public_key_credential: assertion, session_duration_minutes: 45 },
    });
    expect(answer?.session_token).toBe('token-1');
    expect(client.session.getTokens()?.session_token).toBe('token-1');
  });

  it('cancels the browser ceremony when the signal aborts, and rejects with the abort', async () => {
    const controller = new AbortController();
    fakeBrowser.startAuthentication.mockImplementation(() => {
      controller.abort();
      return Promise.reject(new Error('Manually cancelling existing WebAuthn API call'));
    });
    const { client, calls } = clientAnswering();

    const error = await client.webauthn.authenticate({ is_passkey: true, signal: controller.signal }).catch((e: unknown) => e);

    expect(fakeBrowser.cancelCeremony).toHaveBeenCalledTimes(1);
    expect((error as Error).name).toBe('AbortError');
    expect(calls).toHaveLength(1);
  });
});

describe('webauthn.register', () => {
  it('runs the registration ceremony for the signed-in user and returns the new registration', async () => {
    fakeBrowser.startRegistration.mockResolvedValue({ id: 'cred-2' });
    const { client, calls } = clientAnswering();
    await client.otps.authenticate('123456', 'm', { session_duration_minutes: 30 });

    const result = await client.webauthn.register({ is_passkey: true });

    expect(result).toEqual({ webauthn_registration_id: 'webauthn-registration-test-1' });
    expect(fakeBrowser.startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    expect(calls[1]?.headers.Authorization).toBe('Bearer token-1');
    expect(calls[2]).toMatchObject({ body: { public_key_credential: { id: 'cred-2' }, session_duration_minutes: 30 } });
    expect(client.session.getTokens()?.session_jwt).toBe('jwt-2');
  });
});

describe('webauthn.browserSupportsAutofill', () => {
  it('without WebAuthn in the browser › no autofill, and the helper is never asked', async () => {
    const { client } = clientAnswering();
    fakeBrowser.browserSupportsWebAuthnAutofill.mockClear();
    await expect(client.webauthn.browserSupportsAutofill()).resolves.toBe(false);
    expect(fakeBrowser.browserSupportsWebAuthnAutofill).not.toHaveBeenCalled();
  });

  it('asks @simplewebauthn/browser, and reads a failure as no support', async () => {
    const { client } = clientAnswering();
    vi.stubGlobal('PublicKeyCredential', class FakePublicKeyCredential {});
    fakeBrowser.browserSupportsWebAuthnAutofill.mockResolvedValueOnce(true);
    await expect(client.webauthn.browserSupportsAutofill()).resolves.toBe(true);
    fakeBrowser.browserSupportsWebAuthnAutofill.mockRejectedValueOnce(new Error('no WebAuthn'));
    await expect(client.webauthn.browserSupportsAutofill()).resolves.toBe(false);
    vi.unstubAllGlobals();
  });
});
