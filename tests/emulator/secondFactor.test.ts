/**
 * A second factor is a different authenticator. Whoever holds the mailbox can open
 * a magic link, a password-reset link and read an email code: that is one authenticator (the
 * inbox), so together they are not two factors. A password, a passkey, a phone, a wallet or a
 * social account is another one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { startHarness, tokenFromLink, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ config: { mfa_required_users: ['inbox-only@example.com', 'reset-link@example.com', 'with-password@example.com', '+14155550188'] } });
});
afterAll(() => h.close());

const STRONG = 'violet-Kettle-orbit-93';

/** An email code for `email`, sent now and entered with `intermediate`. */
async function emailCode(email: string, intermediate: string) {
  const sent = await h.call('POST', '/v1/otps/email/login_or_create', { email });
  const [message] = await h.outbox(email);
  return h.call('POST', '/v1/otps/authenticate', { method_id: sent.body.method_id, code: message!.code, intermediate_session_token: intermediate });
}

async function magicLink(email: string) {
  await h.call('POST', '/v1/magic_links/email/login_or_create', { email });
  return h.call('POST', '/v1/magic_links/authenticate', { token: (await tokenFromLink(h, email)).token });
}

describe('given a user who needs a second factor', () => {
  it('an email code after a magic link to the same inbox is refused (the same authenticator twice)', async () => {
    const first = await magicLink('inbox-only@example.com');
    expect(first.body).toHaveProperty('intermediate_session_token');
    const second = await emailCode('inbox-only@example.com', first.body.intermediate_session_token);
    expect(second.status).toBe(400);
    expect(second.body.error_type).toBe('invalid_request');
    expect(second.body.error_message).toMatch(/different authenticator/);
    expect(second.body).not.toHaveProperty('session_token');
  });

  it('an email code after a password-reset link to the same inbox is refused', async () => {
    const email = 'reset-link@example.com';
    await magicLink(email);
    await h.call('POST', '/v1/passwords/email/reset/start', { email });
    const reset = await h.call('POST', '/v1/passwords/email/reset', { token: (await tokenFromLink(h, email, 0)).token, password: STRONG });
    expect(reset.body).toHaveProperty('intermediate_session_token');
    const second = await emailCode(email, reset.body.intermediate_session_token);
    expect(second.status).toBe(400);
    expect(second.body.error_type).toBe('invalid_request');
  });

  it('an email code after a password is a second factor: both on the session', async () => {
    const email = 'with-password@example.com';
    const created = await h.call('POST', '/v1/passwords', { email, password: STRONG });
    expect(created.body).toHaveProperty('intermediate_session_token');
    const done = await emailCode(email, created.body.intermediate_session_token);
    expect(done.status).toBe(200);
    expect(done.body.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password', 'otp']);
  });

  it('a password chosen through a reset link proves the inbox: no email code after it, until it passed another factor', async () => {
    const email = 'reset-then-app@example.com';
    const { session_token: bearer } = await magicLink(email).then((answer) => answer.body);
    const started = await h.call('POST', '/v1/totps', {}, { bearer });
    const secret = started.body.secret as string;
    const codeAt = (steps: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
    expect((await h.call('POST', '/v1/totps/confirm', { code: codeAt(0) }, { bearer })).status).toBe(200);
    await h.call('POST', '/v1/passwords/email/reset/start', { email });
    await h.call('POST', '/v1/passwords/email/reset', { token: (await tokenFromLink(h, email, 0)).token, password: STRONG });

    const login = await h.call('POST', '/v1/passwords/authenticate', { email, password: STRONG });
    const options = await h.call('POST', '/v1/second_factors/options', { intermediate_session_token: login.body.intermediate_session_token });
    expect(options.body.factors).toEqual(['totp', 'backup_code']);
    const byEmail = await emailCode(email, login.body.intermediate_session_token);
    expect(byEmail.status).toBe(400);
    expect(byEmail.body.error_message).toMatch(/both prove the inbox/);
    const byApp = await h.call('POST', '/v1/totps/authenticate', { code: codeAt(1), intermediate_session_token: login.body.intermediate_session_token });
    expect(byApp.body.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password', 'totp']);
    expect(JSON.stringify(byApp.body.session)).not.toContain('proves');

    // Passed with the app, the password is the person's own: an email code may follow it now.
    const next = await h.call('POST', '/v1/passwords/authenticate', { email, password: STRONG });
    const again = await h.call('POST', '/v1/second_factors/options', { intermediate_session_token: next.body.intermediate_session_token });
    expect(again.body.factors).toEqual(['totp', 'email', 'backup_code']);
    expect((await emailCode(email, next.body.intermediate_session_token)).status).toBe(200);
  });

  it('a WhatsApp code after a text code to the same number is refused (one phone)', async () => {
    const phone = '+14155550188';
    const sms = await h.call('POST', '/v1/otps/sms/login_or_create', { phone_number: phone });
    const byText = await h.call('POST', '/v1/otps/authenticate', { method_id: sms.body.method_id, code: (await h.outbox(phone))[0]!.code });
    expect(byText.body).toHaveProperty('intermediate_session_token');
    const wa = await h.call('POST', '/v1/otps/whatsapp/login_or_create', { phone_number: phone });
    const second = await h.call('POST', '/v1/otps/authenticate', {
      method_id: wa.body.method_id,
      code: (await h.outbox(phone))[0]!.code,
      intermediate_session_token: byText.body.intermediate_session_token,
    });
    expect(second.status).toBe(400);
    expect(second.body.error_type).toBe('invalid_request');
  });
});
