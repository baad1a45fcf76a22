/** One-time passcodes by email, SMS and WhatsApp over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const AUTHENTICATE = '/v1/otps/authenticate';

/** Asks for a code for `to` and reads it from the outbox. */
async function requestCode(channel: 'email' | 'sms' | 'whatsapp', to: string, extra: object = {}) {
  const body = channel === 'email' ? { email: to, ...extra } : { phone_number: to, ...extra };
  const answer = await h.call('POST', `/v1/otps/${channel}/login_or_create`, body);
  expect(answer.status).toBe(200);
  const [message] = await h.outbox(to);
  return { methodId: answer.body.method_id as string, code: message!.code!, answer, message: message! };
}

/** A 6-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('email OTP', () => {
  it('emails a 6-digit code whose method signs the person in', async () => {
    const { methodId, code, answer, message } = await requestCode('email', 'otp@example.com');
    expect(answer.body).toMatchObject({ user_created: true });
    expect(methodId).toBeTruthy();
    expect(code).toMatch(/^\d{6}$/);
    expect(message.channel).toBe('email');
    expect(message.body).toContain(code);

    const auth = await h.call('POST', AUTHENTICATE, { method_id: methodId, code, session_duration_minutes: 30 });
    expect(auth.status).toBe(200);
    expect(auth.body.session.authentication_factors[0]).toMatchObject({ type: 'otp', delivery_method: 'email' });
    expect(auth.body.user.emails[0]).toMatchObject({ email: 'otp@example.com', verified: true });
  });

  it('a code works once', async () => {
    const { methodId, code } = await requestCode('email', 'twice@example.com');
    expect((await h.call('POST', AUTHENTICATE, { method_id: methodId, code })).status).toBe(200);
    const again = await h.call('POST', AUTHENTICATE, { method_id: methodId, code });
    expect(again.body).toMatchObject({ error_type: 'otp_code_not_found', error_message: 'Invalid passcode, please try again.' });
  });

  it('a code expires after 5 minutes by default', async () => {
    const { methodId, code } = await requestCode('email', 'slow@example.com');
    h.advance(5.5);
    expect((await h.call('POST', AUTHENTICATE, { method_id: methodId, code })).body.error_type).toBe('otp_code_not_found');
  });

  it('a resend gives a new method id and the old code stops working', async () => {
    const first = await requestCode('email', 'resend@example.com', { expiration_minutes: 10 });
    const second = await requestCode('email', 'resend@example.com', { expiration_minutes: 10 });
    expect(second.methodId).not.toBe(first.methodId);
    expect((await h.call('POST', AUTHENTICATE, { method_id: first.methodId, code: first.code })).body.error_type).toBe('otp_code_not_found');
    expect((await h.call('POST', AUTHENTICATE, { method_id: second.methodId, code: second.code })).status).toBe(200);
  });
});

describe('wrong codes', () => {
  it('are otp_code_not_found, and the fifth locks the method with 429', async () => {
    const { methodId, code } = await requestCode('email', 'guesser@example.com');
    for (let i = 0; i < 4; i += 1) {
      const answer = await h.call('POST', AUTHENTICATE, { method_id: methodId, code: wrong(code) });
      expect(answer.status).toBe(404);
      expect(answer.body.error_type).toBe('otp_code_not_found');
    }
    const fifth = await h.call('POST', AUTHENTICATE, { method_id: methodId, code: wrong(code) });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({
      error_type: 'user_lock_limit_reached',
      error_message: 'Too many failed authentication attempts. Please try again later.',
    });
    // The method is dead: even the right code is refused.
    expect((await h.call('POST', AUTHENTICATE, { method_id: methodId, code })).status).toBe(429);
  });

  it('a code that is not 6 digits is invalid_code', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const answer = await h.call('POST', AUTHENTICATE, { method_id: 'whatever', code });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error_type: 'invalid_code', error_message: 'Code format is invalid, please try again.' });
    }
  });

  it('an unknown method id is otp_code_not_found', async () => {
    expect((await h.call('POST', AUTHENTICATE, { method_id: 'otp-email-test-nope', code: '123456' })).body.error_type).toBe('otp_code_not_found');
  });
});

describe('one destination', () => {
  it('wrong codes are counted per destination, so new codes bring no new guesses', async () => {
    const to = 'many-codes@example.com';
    // Three codes, ten wrong guesses spread over them (never five on one method).
    const first = await requestCode('email', to);
    for (let i = 0; i < 4; i += 1) await h.call('POST', AUTHENTICATE, { method_id: first.methodId, code: wrong(first.code) });
    const second = await requestCode('email', to);
    for (let i = 0; i < 4; i += 1) await h.call('POST', AUTHENTICATE, { method_id: second.methodId, code: wrong(second.code) });
    const third = await requestCode('email', to);
    const ninth = await h.call('POST', AUTHENTICATE, { method_id: third.methodId, code: wrong(third.code) });
    expect(ninth.status).toBe(404);
    const tenth = await h.call('POST', AUTHENTICATE, { method_id: third.methodId, code: wrong(third.code) });
    expect(tenth.status).toBe(429);
    expect(tenth.body.error_type).toBe('user_lock_limit_reached');
    // Even the right code, and a fresh one, wait for the window to pass.
    expect((await h.call('POST', AUTHENTICATE, { method_id: third.methodId, code: third.code })).status).toBe(429);
    h.advance(16);
    const fresh = await requestCode('email', to);
    expect((await h.call('POST', AUTHENTICATE, { method_id: fresh.methodId, code: fresh.code })).status).toBe(200);
  });

  it('gets at most five codes in 15 minutes, on any channel', async () => {
    const phone = '+14155550177';
    for (let i = 0; i < 5; i += 1) {
      const channel = i % 2 === 0 ? 'sms' : 'whatsapp';
      expect((await h.call('POST', `/v1/otps/${channel}/login_or_create`, { phone_number: phone })).status).toBe(200);
    }
    const sixth = await h.call('POST', '/v1/otps/sms/login_or_create', { phone_number: phone });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error_type).toBe('too_many_requests');
    expect(await h.outbox(phone)).toHaveLength(5);
    h.advance(16);
    expect((await h.call('POST', '/v1/otps/sms/login_or_create', { phone_number: phone })).status).toBe(200);
  });
});

describe('SMS and WhatsApp OTP', () => {
  it('texts a code to an E.164 number, per channel', async () => {
    const sms = await requestCode('sms', '+14155550100');
    expect(sms.message).toMatchObject({ channel: 'sms', to: '+14155550100' });
    const auth = await h.call('POST', AUTHENTICATE, { method_id: sms.methodId, code: sms.code });
    expect(auth.body.session.authentication_factors[0]).toMatchObject({ type: 'otp', delivery_method: 'sms' });
    expect(auth.body.user.phone_numbers[0]).toMatchObject({ phone_number: '+14155550100', verified: true });

    const whatsapp = await requestCode('whatsapp', '+14155550100');
    expect(whatsapp.answer.body.user_created).toBe(false);
    expect(whatsapp.message.channel).toBe('whatsapp');
    const again = await h.call('POST', AUTHENTICATE, { method_id: whatsapp.methodId, code: whatsapp.code });
    expect(again.body.user_id).toBe(auth.body.user_id);
  });

  it('refuses a number that is not E.164', async () => {
    for (const phone_number of ['4155550100', '+0123456789', '+1 415 555 0100', '+1234', 'tel:+14155550100']) {
      const answer = await h.call('POST', '/v1/otps/sms/login_or_create', { phone_number });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error_type: 'invalid_phone_number',
        error_message: 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
      });
    }
  });

  it('refuses a calling code that belongs to no country', async () => {
    const answer = await h.call('POST', '/v1/otps/whatsapp/login_or_create', { phone_number: '+9991234567' });
    expect(answer.body.error_type).toBe('invalid_phone_number_country_code');
  });

  it('refuses a bad email and an out-of-range expiry with 400s', async () => {
    expect((await h.call('POST', '/v1/otps/email/login_or_create', { email: 'x@' })).body.error_type).toBe('invalid_email');
    const answer = await h.call('POST', '/v1/otps/email/login_or_create', { email: 'x@example.com', expiration_minutes: 0 });
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe('invalid_request');
  });
});
