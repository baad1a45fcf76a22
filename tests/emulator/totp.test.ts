/**
 * An authenticator app (RFC 6238) and backup codes as the second factor, set up by a
 * signed-in user and used to finish a sign-in begun with an intermediate session token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { signIn, startHarness, type Harness } from './harness';

let h: Harness;
let offsetMs = 0;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const advance = (minutes: number) => {
  h.advance(minutes);
  offsetMs += minutes * 60_000;
};
const codeAt = (secret: string, stepsFromNow = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetMs + stepsFromNow * 30_000 });

/** A user with a password and a confirmed authenticator app; answers its secret and backup codes. */
async function enrolled(email: string) {
  const session = await signIn(h, email);
  const bearer = session.session_token as string;
  const started = await h.call('POST', '/v1/totps', {}, { bearer });
  expect(started.status).toBe(200);
  expect(started.body.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
  const secret = started.body.secret as string;
  const confirmed = await h.call('POST', '/v1/totps/confirm', { code: codeAt(secret) }, { bearer });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.backup_codes).toHaveLength(10);
  advance(1); // the confirming code's step is spent
  return { bearer, secret, backupCodes: confirmed.body.backup_codes as string[] };
}

/** A primary sign-in (magic link) of a user with an app answers only an intermediate token. */
async function firstFactor(email: string): Promise<string> {
  await h.call('POST', '/v1/magic_links/email/login_or_create', { email });
  const [message] = await h.outbox(email);
  const token = new URL(message!.links[0]!).searchParams.get('token');
  const answer = await h.call('POST', '/v1/magic_links/authenticate', { token });
  expect(answer.body).not.toHaveProperty('session_token');
  return answer.body.intermediate_session_token;
}

describe('an authenticator app', () => {
  it('makes its user need a second factor, offered with backup codes but not the proven inbox', async () => {
    await enrolled('app-options@example.com');
    const token = await firstFactor('app-options@example.com');
    const options = await h.call('POST', '/v1/second_factors/options', { intermediate_session_token: token });
    expect(options.status).toBe(200);
    expect(options.body.factors).toEqual(['totp', 'backup_code']);
  });

  it('finishes the sign-in with its code once; the same code again is refused', async () => {
    const { secret } = await enrolled('app-once@example.com');
    const token = await firstFactor('app-once@example.com');
    const code = codeAt(secret);
    const done = await h.call('POST', '/v1/totps/authenticate', { code, intermediate_session_token: token });
    expect(done.status).toBe(200);
    expect(done.body.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['magic_link', 'totp']);
    const again = await h.call('POST', '/v1/totps/authenticate', { code, intermediate_session_token: await firstFactor('app-once@example.com') });
    expect(again.status).toBe(404);
    expect(again.body.error_type).toBe('otp_code_not_found');
  });

  it('accepts the code of the step before or after (clock skew), not two steps away', async () => {
    const { secret } = await enrolled('app-skew@example.com');
    const far = await h.call('POST', '/v1/totps/authenticate', { code: codeAt(secret, 2), intermediate_session_token: await firstFactor('app-skew@example.com') });
    expect(far.status).toBe(404);
    const next = await h.call('POST', '/v1/totps/authenticate', { code: codeAt(secret, 1), intermediate_session_token: await firstFactor('app-skew@example.com') });
    expect(next.status).toBe(200);
  });

  it('locks after the 5th wrong code (user_lock_limit_reached), even for the right one', async () => {
    const { secret } = await enrolled('app-lock@example.com');
    const token = await firstFactor('app-lock@example.com');
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await h.call('POST', '/v1/totps/authenticate', { code: wrong, intermediate_session_token: token })).body.error_type);
    expect(answers).toEqual(['otp_code_not_found', 'otp_code_not_found', 'otp_code_not_found', 'otp_code_not_found', 'user_lock_limit_reached']);
    const right = await h.call('POST', '/v1/totps/authenticate', { code: codeAt(secret), intermediate_session_token: token });
    expect(right.status).toBe(429);
    expect(right.body.error_type).toBe('user_lock_limit_reached');
  });

  it('refuses an expired intermediate token (401 intermediate_session_not_found)', async () => {
    const { secret } = await enrolled('app-expired@example.com');
    const token = await firstFactor('app-expired@example.com');
    advance(11);
    const late = await h.call('POST', '/v1/totps/authenticate', { code: codeAt(secret), intermediate_session_token: token });
    expect(late.status).toBe(401);
    expect(late.body.error_type).toBe('intermediate_session_not_found');
  });

  it('is removed only with one of its codes, and then the user needs no second factor', async () => {
    const { bearer, secret } = await enrolled('app-remove@example.com');
    const refused = await h.call('POST', '/v1/totps/delete', { code: '12345' }, { bearer });
    expect(refused.status).toBe(400);
    const removed = await h.call('POST', '/v1/totps/delete', { code: codeAt(secret) }, { bearer });
    expect(removed.status).toBe(200);
    expect((await h.call('GET', '/v1/second_factors', undefined, { bearer })).body).toMatchObject({ totp: false, backup_codes_left: 0 });
    await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'app-remove@example.com' });
    const [message] = await h.outbox('app-remove@example.com');
    const answer = await h.call('POST', '/v1/magic_links/authenticate', { token: new URL(message!.links[0]!).searchParams.get('token') });
    expect(answer.body).toHaveProperty('session_token');
  });

  it('answers bad input with a 4xx error_type, and needs a session to be set up', async () => {
    expect((await h.call('POST', '/v1/totps', {})).status).toBe(401);
    const bad = await h.call('POST', '/v1/totps/authenticate', { code: 'abc', intermediate_session_token: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_type).toBeTruthy();
  });
});

describe('backup codes', () => {
  it('each works once: used a second time it is refused', async () => {
    const { backupCodes } = await enrolled('backup-once@example.com');
    const code = backupCodes[0]!;
    const first = await h.call('POST', '/v1/backup_codes/authenticate', { code, intermediate_session_token: await firstFactor('backup-once@example.com') });
    expect(first.status).toBe(200);
    const second = await h.call('POST', '/v1/backup_codes/authenticate', { code, intermediate_session_token: await firstFactor('backup-once@example.com') });
    expect(second.status).toBe(404);
    expect(second.body.error_type).toBe('otp_code_not_found');
  });

  it('regenerating replaces every earlier code', async () => {
    const { bearer, backupCodes } = await enrolled('backup-regen@example.com');
    const fresh = await h.call('POST', '/v1/backup_codes/regenerate', {}, { bearer });
    expect(fresh.body.backup_codes).toHaveLength(10);
    const old = await h.call('POST', '/v1/backup_codes/authenticate', { code: backupCodes[1], intermediate_session_token: await firstFactor('backup-regen@example.com') });
    expect(old.status).toBe(404);
  });
});

describe('a code by text or email as the second factor', () => {
  it('is sent to the number on file, never to one the caller names', async () => {
    const email = 'sms-second@example.com';
    await enrolled(email);
    // No phone on file: text messages are not offered.
    const token = await firstFactor(email);
    const refused = await h.call('POST', '/v1/second_factors/send', { intermediate_session_token: token, delivery_method: 'sms' });
    expect(refused.status).toBe(400);
    expect(refused.body.error_type).toBe('invalid_request');
  });
});
