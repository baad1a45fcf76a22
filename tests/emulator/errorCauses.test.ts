/**
 * The realistic causes behind SPEC §8's error_types, each met the way a person (or the
 * project's config) brings it about: a bouncing address, a number that replied STOP, a password
 * that never was, was ended or was breached, and a user who needs a second factor.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_ERROR_TYPES } from '../../emulator/core/errors';
import { signIn, startHarness, tokenFromLink, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    config: { inactive_emails: ['Bounced@Example.com'], mfa_required_users: ['mfa@example.com', 'MFA-Password@example.com', '+14155550177'] },
  });
});
afterAll(() => h.close());

const STRONG = 'violet-Kettle-orbit-93';
const NEWER = 'quiet-Meadow-compass-77';
const INACTIVE_MESSAGE =
  'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.';


describe('given an address marked inactive in the project config', () => {
  it('every call that would email it answers inactive_email, and nothing is sent or created', async () => {
    const magic = await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'bounced@example.com' });
    expect(magic.status).toBe(400);
    expect(magic.body).toMatchObject({ error_type: 'inactive_email', error_message: INACTIVE_MESSAGE });
    const otp = await h.call('POST', '/v1/otps/email/login_or_create', { email: 'BOUNCED@example.com' });
    expect(otp.body.error_type).toBe('inactive_email');
    expect(await h.outbox('bounced@example.com')).toEqual([]);
    expect(h.emulator.ctx.users.byEmail('bounced@example.com')).toBeNull();
  });

  it('cannot be made active from the outbox (the config decides)', async () => {
    const answer = await h.call('POST', '/emulator/inactive_emails', { email: 'bounced@example.com', inactive: false });
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe('invalid_request');
    expect((await h.call('GET', '/emulator/recipients')).body.inactive_emails).toContainEqual({ email: 'bounced@example.com', source: 'config' });
  });
});

describe('given an address marked inactive from the outbox page', () => {
  it('its next email bounces (a reset too), until it is marked active again', async () => {
    const email = 'later-bounces@example.com';
    await signIn(h, email);
    const marked = await h.postForm('/emulator/inactive_emails', { email, inactive: 'true' });
    expect(marked.status).toBe(303);
    expect(marked.headers.get('Location')).toBe('/outbox#controls');
    expect((await h.call('POST', '/v1/passwords/email/reset/start', { email })).body.error_type).toBe('inactive_email');
    expect((await h.call('POST', '/v1/magic_links/email/login_or_create', { email })).body.error_type).toBe('inactive_email');

    const page = await (await fetch(`${h.emulator.url}/outbox`)).text();
    expect(page).toContain(`Mark ${email} active again`);

    expect((await h.postForm('/emulator/inactive_emails', { email, inactive: 'false' })).status).toBe(303);
    expect((await h.call('POST', '/v1/magic_links/email/login_or_create', { email })).status).toBe(200);
  });

  it('the outbox offers the button on every email', async () => {
    await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'button@example.com' });
    const page = await (await fetch(`${h.emulator.url}/outbox`)).text();
    expect(page).toContain('Mark button@example.com inactive');
  });
});

describe('given a phone number that replied STOP', () => {
  const phone = '+14155550142';

  it('texts to it answer unsubscribed_phone_number on that channel until it replies START', async () => {
    expect((await h.call('POST', '/v1/otps/sms/login_or_create', { phone_number: phone })).status).toBe(200);
    expect(await (await fetch(`${h.emulator.url}/outbox`)).text()).toContain(`Reply STOP from ${phone}`);

    const stop = await h.call('POST', '/emulator/text_replies', { from: phone, body: ' stop ' });
    expect(stop.body).toMatchObject({ phone_number: phone, channel: 'sms', subscribed: false });
    const refused = await h.call('POST', '/v1/otps/sms/login_or_create', { phone_number: phone });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error_type: 'unsubscribed_phone_number',
      error_message: "The phone number has unsubscribed from messages. Text 'START' to resubscribe.",
    });
    // STOP by text message says nothing about WhatsApp.
    expect((await h.call('POST', '/v1/otps/whatsapp/login_or_create', { phone_number: phone })).status).toBe(200);
    // Any other reply changes nothing.
    expect((await h.call('POST', '/emulator/text_replies', { from: phone, body: 'who is this?' })).body.subscribed).toBe(false);
    expect(await (await fetch(`${h.emulator.url}/outbox`)).text()).toContain(`Reply START from ${phone}`);

    expect((await h.postForm('/emulator/text_replies', { from: phone, channel: 'sms', body: 'START' })).status).toBe(303);
    expect((await h.call('POST', '/v1/otps/sms/login_or_create', { phone_number: phone })).status).toBe(200);
  });

  it('a reply from something that is not a phone number is refused with its error_type', async () => {
    const answer = await h.call('POST', '/emulator/text_replies', { from: 'mum', body: 'STOP' });
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe('invalid_phone_number');
  });
});

describe('password login without a password to check', () => {
  it('a user who never set one gets no_user_password', async () => {
    await signIn(h, 'never-set@example.com');
    const answer = await h.call('POST', '/v1/passwords/authenticate', { email: 'never-set@example.com', password: STRONG });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error_type: 'no_user_password', error_message: 'Password not found for this user. Please try again.' });
  });

  it('a user whose unproven password the first proof of the inbox ended gets reset_password (PasswordDedupe)', async () => {
    const email = 'dedupe@example.com';
    expect((await h.call('POST', '/v1/passwords', { email, password: STRONG })).status).toBe(201);
    await signIn(h, email);
    const answer = await h.call('POST', '/v1/passwords/authenticate', { email, password: STRONG });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error_type: 'reset_password', error_message: 'Password must be reset.' });

    // A reset sets a password; from then on it logs in.
    await h.call('POST', '/v1/passwords/email/reset/start', { email });
    const { token } = await tokenFromLink(h, email, 0);
    expect((await h.call('POST', '/v1/passwords/email/reset', { token, password: NEWER })).status).toBe(200);
    expect((await h.call('POST', '/v1/passwords/authenticate', { email, password: NEWER })).status).toBe(200);
  });
});

describe('given a password reported breached after it was chosen', () => {
  it('the right password answers breached_password, a wrong one is still unauthorized_credentials, and a reset mends it', async () => {
    const email = 'breached-later@example.com';
    const password = 'amber-Lighthouse-quarry-58';
    expect((await h.call('POST', '/v1/passwords', { email, password })).status).toBe(201);
    const reported = await h.call('POST', '/emulator/breached_passwords', { password });
    expect(reported.status).toBe(201);

    expect((await h.call('POST', '/v1/passwords/strength_check', { password })).body.breached_password).toBe(true);
    const login = await h.call('POST', '/v1/passwords/authenticate', { email, password });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({
      error_type: 'breached_password',
      error_message: 'Password appears in the list of breached passwords and must be reset.',
    });
    // Saying "breached" only to whoever knows the password.
    expect((await h.call('POST', '/v1/passwords/authenticate', { email, password: 'not-the-password-at-all' })).body.error_type).toBe(
      'unauthorized_credentials',
    );
    // The breached password cannot come back through a reset; a new one logs in.
    await h.call('POST', '/v1/passwords/email/reset/start', { email });
    const { token } = await tokenFromLink(h, email, 0);
    expect((await h.call('POST', '/v1/passwords/email/reset', { token, password })).body.error_type).toBe('breached_password');
    expect((await h.call('POST', '/v1/passwords/email/reset', { token, password: NEWER })).status).toBe(200);
    expect((await h.call('POST', '/v1/passwords/authenticate', { email, password: NEWER })).status).toBe(200);
  });

  it('the list as the config loads it answers the same at login', async () => {
    // A password on the shipped list cannot be set, so one is planted as if set before the list grew.
    const { hashPassword } = await import('../../emulator/passwords/hash');
    const { insertPassword } = await import('../../emulator/passwords/store');
    const { user } = h.emulator.ctx.users.findOrCreateByEmail('shipped-list@example.com');
    insertPassword(h.emulator.ctx, user.user_id, await hashPassword('Password1!'));
    const login = await h.call('POST', '/v1/passwords/authenticate', { email: 'shipped-list@example.com', password: 'Password1!' });
    expect(login.body.error_type).toBe('breached_password');
  });
});

describe('given a user the config says needs a second factor', () => {
  it('a primary sign-in answers only an intermediate session token; a code to the same inbox cannot complete it', async () => {
    await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'mfa@example.com' });
    const { token } = await tokenFromLink(h, 'mfa@example.com');
    const first = await h.call('POST', '/v1/magic_links/authenticate', { token });
    expect(first.status).toBe(200);
    expect(first.body.intermediate_session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.user_id).toMatch(/^user-test-/);
    expect(first.body).not.toHaveProperty('session_token');
    expect(first.body).not.toHaveProperty('session_jwt');
    // It is not a session.
    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: first.body.intermediate_session_token })).status).toBe(401);

    // An email code proves the same inbox as the link, so it is not a second factor
    // (tests/emulator/secondFactor.test.ts; a password then a code completes one below).
    const sent = await h.call('POST', '/v1/otps/email/login_or_create', { email: 'mfa@example.com' });
    const [message] = await h.outbox('mfa@example.com');
    const second = await h.call('POST', '/v1/otps/authenticate', {
      method_id: sent.body.method_id,
      code: message!.code,
      intermediate_session_token: first.body.intermediate_session_token,
    });
    expect(second.status).toBe(400);
    expect(second.body.error_type).toBe('invalid_request');
  });

  /** A code for `email`, sent now and entered with `intermediate` (if any). */
  const enterCode = async (email: string, intermediate?: string) => {
    const sent = await h.call('POST', '/v1/otps/email/login_or_create', { email });
    const [message] = await h.outbox(email);
    return h.call('POST', '/v1/otps/authenticate', { method_id: sent.body.method_id, code: message!.code, intermediate_session_token: intermediate });
  };

  it('a code alone is a primary sign-in too; the same kind of factor twice, or another user, cannot finish it', async () => {
    const byCode = await enterCode('mfa@example.com');
    expect(byCode.body).toHaveProperty('intermediate_session_token');
    expect(byCode.body).not.toHaveProperty('session_token');
    expect((await enterCode('mfa@example.com', byCode.body.intermediate_session_token)).body.error_type).toBe('invalid_request');
    const other = await enterCode('someone-else@example.com', byCode.body.intermediate_session_token);
    expect(other.status).toBe(401);
    expect(other.body.error_type).toBe('intermediate_session_not_found');

    // Listed by phone number: a text code is the primary factor.
    const sms = await h.call('POST', '/v1/otps/sms/login_or_create', { phone_number: '+14155550177' });
    const [text] = await h.outbox('+14155550177');
    const byText = await h.call('POST', '/v1/otps/authenticate', { method_id: sms.body.method_id, code: text!.code });
    expect(byText.body).toHaveProperty('intermediate_session_token');
  });

  it('the token lives 10 minutes and works once', async () => {
    // A password set at sign-up (one chosen through a reset link would prove only the inbox, so an
    // email code could not follow it). The code that finishes the sign-in proves the inbox, and ends
    // that unproven password (docs/emulator.md "Verified email"): it comes last.
    const email = 'mfa-password@example.com';
    const created = await h.call('POST', '/v1/passwords', { email, password: STRONG });
    expect(created.body).toHaveProperty('intermediate_session_token');
    expect(created.body).not.toHaveProperty('session_token');
    const login = await h.call('POST', '/v1/passwords/authenticate', { email, password: STRONG });
    const intermediate = login.body.intermediate_session_token as string;
    expect(intermediate).toBeTruthy();

    h.advance(11);
    // Asked for its ways on (a code would prove the inbox before the token is read).
    const late = await h.call('POST', '/v1/second_factors/options', { intermediate_session_token: intermediate });
    expect(late.status).toBe(401);
    expect(late.body.error_type).toBe('intermediate_session_not_found');

    const again = (await h.call('POST', '/v1/passwords/authenticate', { email: 'mfa-password@example.com', password: STRONG })).body;
    expect((await enterCode('mfa-password@example.com', again.intermediate_session_token)).status).toBe(200);
    expect((await enterCode('mfa-password@example.com', again.intermediate_session_token)).body).toMatchObject({ error_type: 'intermediate_session_not_found' });
  });

  it('other users sign in with a session at once', async () => {
    await h.call('POST', '/v1/passwords', { email: 'solo@example.com', password: STRONG });
    expect((await h.call('POST', '/v1/passwords/authenticate', { email: 'solo@example.com', password: STRONG })).body).toHaveProperty('session_token');
  });
});

describe('docs/emulator.md', () => {
  it('says how to meet each of SPEC §8’s 22 error_types', () => {
    const docs = readFileSync(new URL('../../docs/emulator.md', import.meta.url), 'utf8');
    const table = docs.slice(docs.indexOf('### The 22 error_types of SPEC §8'), docs.indexOf('### Delivery'));
    expect(SPEC_ERROR_TYPES).toHaveLength(22);
    for (const type of SPEC_ERROR_TYPES) expect(table, type).toContain(`| \`${type}\` |`);
  });
});
