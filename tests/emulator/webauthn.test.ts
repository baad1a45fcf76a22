/**
 * Passkeys over HTTP with a software authenticator (tests/emulator/softAuthenticator.ts):
 * registration, discoverable sign-in, single-use challenges, origin binding, rename and delete.
 * The real browser ceremony is in webauthnBrowser.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from './harness';
import { createSoftAuthenticator } from './softAuthenticator';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** A call that sends an Origin header, as a browser page would. */
async function callFrom(origin: string, path: string, body: unknown, bearer?: string) {
  const response = await fetch(`${h.emulator.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json', Origin: origin, 'X-Portico-Public-Token': h.emulator.ctx.config.public_token,
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function registerPasskey(token: string, authenticator = createSoftAuthenticator()) {
  const start = await h.call('POST', '/v1/webauthn/register/start', { domain: 'localhost', is_passkey: true }, { bearer: token });
  expect(start.status).toBe(200);
  const credential = authenticator.register(start.body.public_key_credential_creation_options, h.emulator.url);
  const finish = await h.call('POST', '/v1/webauthn/register', { public_key_credential: credential }, { bearer: token });
  return { authenticator, start, credential, finish };
}

async function signInWithPasskey(authenticator: ReturnType<typeof createSoftAuthenticator>, flags?: { userVerified?: boolean }) {
  const start = await h.call('POST', '/v1/webauthn/authenticate/start', { domain: 'localhost', is_passkey: true });
  expect(start.status).toBe(200);
  const assertion = authenticator.authenticate(start.body.public_key_credential_request_options, h.emulator.url, flags);
  return { assertion, answer: await h.call('POST', '/v1/webauthn/authenticate', { public_key_credential: assertion, session_duration_minutes: 30 }) };
}

describe('given a signed-in user registering a passkey', () => {
  it('start asks for a discoverable credential with preferred user verification', async () => {
    const { session_token, user_id } = await signIn(h, 'pk.options@example.com');
    const start = await h.call('POST', '/v1/webauthn/register/start', { domain: 'localhost', is_passkey: true }, { bearer: session_token });
    expect(start.body.user_id).toBe(user_id);
    const options = start.body.public_key_credential_creation_options;
    expect(options.rp).toEqual({ name: h.emulator.ctx.config.project_name, id: 'localhost' });
    expect(options.user.name).toBe('pk.options@example.com');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' });
  });

  it('finish stores it, lists it on the user and keeps the same session', async () => {
    const auth = await signIn(h, 'pk.register@example.com');
    const { finish } = await registerPasskey(auth.session_token);
    expect(finish.status).toBe(200);
    expect(finish.body.webauthn_registration_id).toMatch(/^webauthn-registration-test-/);
    expect(finish.body.session_token).toBe(auth.session_token);
    expect(finish.body.session.session_id).toBe(auth.session.session_id);
    expect(finish.body.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['magic_link', 'webauthn']);
    const me = await h.call('GET', '/v1/users/me', undefined, { bearer: auth.session_token });
    expect(me.body.webauthn_registrations).toEqual([
      expect.objectContaining({ webauthn_registration_id: finish.body.webauthn_registration_id, domain: 'localhost', verified: true }),
    ]);
  });

  it('is named after its authenticator when the AAGUID is a known one', async () => {
    const { session_token } = await signIn(h, 'pk.named@example.com');
    const googlePasswordManager = createSoftAuthenticator({ aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4' });
    const { finish } = await registerPasskey(session_token, googlePasswordManager);
    expect(finish.body.user.webauthn_registrations).toEqual([expect.objectContaining({ name: 'Google Password Manager' })]);
  });

  it('is named "Passkey" and the day it was made when its authenticator is unknown, never by an id', async () => {
    const { session_token } = await signIn(h, 'pk.unnamed@example.com');
    const { finish } = await registerPasskey(session_token);
    const day = h.emulator.ctx.now().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(finish.body.user.webauthn_registrations).toEqual([expect.objectContaining({ name: `Passkey (${day})` })]);
  });

  it('without a session, start is user_unauthenticated', async () => {
    const answer = await h.call('POST', '/v1/webauthn/register/start', { is_passkey: true });
    expect(answer.status).toBe(401);
    expect(answer.body.error_type).toBe('user_unauthenticated');
  });

  it('a registration response works once: replaying it is invalid_public_key_credential', async () => {
    const { session_token } = await signIn(h, 'pk.replay@example.com');
    const { credential, finish } = await registerPasskey(session_token);
    expect(finish.status).toBe(200);
    const replay = await h.call('POST', '/v1/webauthn/register', { public_key_credential: credential }, { bearer: session_token });
    expect(replay.status).toBe(400);
    expect(replay.body.error_type).toBe('invalid_public_key_credential');
  });

  it('the same credential registered again is 409 duplicate_webauthn_registration', async () => {
    const { session_token } = await signIn(h, 'pk.duplicate@example.com');
    const { authenticator } = await registerPasskey(session_token);
    const again = await registerPasskey(session_token, authenticator);
    expect(again.start.body.public_key_credential_creation_options.excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId }),
    ]);
    expect(again.finish.status).toBe(409);
    expect(again.finish.body.error_type).toBe('duplicate_webauthn_registration');
  });

  it('a challenge older than 5 minutes is refused', async () => {
    const { session_token } = await signIn(h, 'pk.expired@example.com', 60);
    const start = await h.call('POST', '/v1/webauthn/register/start', {}, { bearer: session_token });
    h.advance(6);
    const credential = createSoftAuthenticator().register(start.body.public_key_credential_creation_options, h.emulator.url);
    const late = await h.call('POST', '/v1/webauthn/register', { public_key_credential: credential }, { bearer: session_token });
    expect(late.status).toBe(400);
    expect(late.body.error_type).toBe('invalid_public_key_credential');
  });

  it('a response made for another origin than the page that started is refused', async () => {
    const { session_token } = await signIn(h, 'pk.origin@example.com');
    const start = await callFrom('http://localhost:5173', '/v1/webauthn/register/start', { domain: 'localhost' }, session_token);
    expect(start.status).toBe(200);
    const credential = createSoftAuthenticator().register(start.body.public_key_credential_creation_options, 'http://localhost:6006');
    const finish = await h.call('POST', '/v1/webauthn/register', { public_key_credential: credential }, { bearer: session_token });
    expect(finish.status).toBe(400);
    expect(finish.body.error_type).toBe('invalid_public_key_credential');
  });

  it('an unconfigured origin, or a domain that is not the page host, is invalid_domain', async () => {
    const { session_token } = await signIn(h, 'pk.domain@example.com');
    const foreign = await callFrom('https://evil.example', '/v1/webauthn/register/start', {}, session_token);
    expect(foreign.body.error_type).toBe('invalid_domain');
    const mismatch = await h.call('POST', '/v1/webauthn/register/start', { domain: 'example.com' }, { bearer: session_token });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error_type).toBe('invalid_domain');
  });

  it('a malformed credential is invalid_request', async () => {
    const { session_token } = await signIn(h, 'pk.malformed@example.com');
    for (const body of [{}, { public_key_credential: 'not json' }, { public_key_credential: { id: 'x', type: 'public-key' } }]) {
      const answer = await h.call('POST', '/v1/webauthn/register', body, { bearer: session_token });
      expect(answer.status).toBe(400);
      expect(answer.body.error_type).toBe('invalid_request');
    }
  });
});

describe('given a registered passkey', () => {
  it('signs in without naming the user (discoverable) and moves the counter', async () => {
    const { session_token, user_id } = await signIn(h, 'pk.signin@example.com');
    const { authenticator, finish } = await registerPasskey(session_token);
    const { answer } = await signInWithPasskey(authenticator);
    expect(answer.status).toBe(200);
    expect(answer.body.user_id).toBe(user_id);
    expect(answer.body.session_token).not.toBe(session_token);
    expect(answer.body.session.authentication_factors[0]).toMatchObject({ type: 'webauthn', delivery_method: 'webauthn_registration' });
    const row = h.emulator.ctx.db
      .prepare<[string], { sign_count: number }>('SELECT sign_count FROM webauthn_registrations WHERE webauthn_registration_id = ?')
      .get(finish.body.webauthn_registration_id);
    expect(row?.sign_count).toBe(1);
  });

  it('authenticate start offers no allowCredentials and requires user verification', async () => {
    const start = await h.call('POST', '/v1/webauthn/authenticate/start', { domain: 'localhost', is_passkey: true });
    expect(start.body.public_key_credential_request_options.allowCredentials).toBeUndefined();
    expect(start.body.public_key_credential_request_options.rpId).toBe('localhost');
    expect(start.body.public_key_credential_request_options.userVerification).toBe('required');
  });

  it('an assertion from an authenticator that did not verify the person (UV flag unset) is unauthorized_credentials', async () => {
    const { session_token } = await signIn(h, 'pk.no-uv@example.com');
    const { authenticator } = await registerPasskey(session_token);
    const { answer } = await signInWithPasskey(authenticator, { userVerified: false });
    expect(answer.status).toBe(401);
    expect(answer.body.error_type).toBe('unauthorized_credentials');
    // The same passkey, verified this time, signs in: only the missing verification was refused.
    expect((await signInWithPasskey(authenticator)).answer.status).toBe(200);
  });

  it('an assertion works once: replaying it is unauthorized_credentials', async () => {
    const { session_token } = await signIn(h, 'pk.assert-replay@example.com');
    const { authenticator } = await registerPasskey(session_token);
    const { assertion, answer } = await signInWithPasskey(authenticator);
    expect(answer.status).toBe(200);
    const replay = await h.call('POST', '/v1/webauthn/authenticate', { public_key_credential: assertion });
    expect(replay.status).toBe(401);
    expect(replay.body.error_type).toBe('unauthorized_credentials');
  });

  it('an unknown credential is 404 webauthn_registration_not_found', async () => {
    const { answer } = await signInWithPasskey(createSoftAuthenticator());
    expect(answer.status).toBe(404);
    expect(answer.body.error_type).toBe('webauthn_registration_not_found');
  });

  it('only its owner renames or deletes it; after delete it no longer signs in', async () => {
    const owner = await signIn(h, 'pk.owner@example.com');
    const stranger = await signIn(h, 'pk.stranger@example.com');
    const { authenticator, finish } = await registerPasskey(owner.session_token);
    const id = finish.body.webauthn_registration_id as string;

    const theirs = await h.call('PUT', `/v1/webauthn/${id}`, { name: 'Mine now' }, { bearer: stranger.session_token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error_type).toBe('webauthn_registration_not_found');
    const empty = await h.call('PUT', `/v1/webauthn/${id}`, { name: '  ' }, { bearer: owner.session_token });
    expect(empty.body.error_type).toBe('invalid_request');
    const renamed = await h.call('PUT', `/v1/webauthn/${id}`, { name: 'Work laptop' }, { bearer: owner.session_token });
    expect(renamed.status).toBe(200);
    expect(renamed.body.webauthn_registration).toMatchObject({ webauthn_registration_id: id, name: 'Work laptop' });

    const notTheirs = await h.call('DELETE', `/v1/users/webauthn_registrations/${id}`, undefined, { bearer: stranger.session_token });
    expect(notTheirs.status).toBe(404);
    const deleted = await h.call('DELETE', `/v1/users/webauthn_registrations/${id}`, undefined, { bearer: owner.session_token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.user_id).toBe(owner.user_id);
    expect(deleted.body.user.webauthn_registrations).toEqual([]);
    const again = await h.call('DELETE', `/v1/users/webauthn_registrations/${id}`, undefined, { bearer: owner.session_token });
    expect(again.status).toBe(404);

    const { answer } = await signInWithPasskey(authenticator);
    expect(answer.status).toBe(404);
    expect(answer.body.error_type).toBe('webauthn_registration_not_found');
  });
});
