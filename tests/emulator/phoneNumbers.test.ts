/**
 * A signed-in user adds their phone number (a code texted to it proves it); the number becomes the
 * account's text-message second factor. docs/protocol.md, "Phone numbers".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { signIn, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** Sends a code to `phone` for the signed-in `bearer`; answers the method id and the texted code. */
async function sendTo(bearer: string, phone: string) {
  const sent = await h.call('POST', '/v1/phone_numbers/send', { phone_number: phone }, { bearer });
  expect(sent.status).toBe(200);
  const [text] = await h.outbox(phone);
  expect(text!.channel).toBe('sms');
  return { methodId: sent.body.method_id as string, code: text!.code! };
}

async function addNumber(email: string, phone: string) {
  const bearer = (await signIn(h, email)).session_token as string;
  const { methodId, code } = await sendTo(bearer, phone);
  const verified = await h.call('POST', '/v1/phone_numbers/verify', { method_id: methodId, code }, { bearer });
  expect(verified.status).toBe(200);
  return bearer;
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('adding a phone number', () => {
  it('needs a session', async () => {
    const answer = await h.call('POST', '/v1/phone_numbers/send', { phone_number: '+14155550140' });
    expect(answer.status).toBe(401);
    expect(answer.body.error_type).toBe('user_unauthenticated');
  });

  it('refuses a number that is not E.164, or a calling code of no country, before texting anything', async () => {
    const bearer = (await signIn(h, 'phone-format@example.com')).session_token as string;
    const bad = await h.call('POST', '/v1/phone_numbers/send', { phone_number: '4155550141' }, { bearer });
    expect(bad.body.error_type).toBe('invalid_phone_number');
    const country = await h.call('POST', '/v1/phone_numbers/send', { phone_number: '+9995550141' }, { bearer });
    expect(country.body.error_type).toBe('invalid_phone_number_country_code');
    expect(await h.outbox('4155550141')).toHaveLength(0);
  });

  it('a texted code makes the number the account’s, verified, and its text-message second factor', async () => {
    const bearer = await addNumber('phone-add@example.com', '+14155550142');
    const me = await h.call('GET', '/v1/users/me', undefined, { bearer });
    expect(me.body.phone_numbers).toMatchObject([{ phone_number: '+14155550142', verified: true }]);
    const listed = await h.call('GET', '/v1/second_factors', undefined, { bearer });
    expect(listed.body).toMatchObject({ phone_number: '•••0142', sms: true, totp: false });

    // The next primary sign-in stops for a second step, and a text to that number is offered first.
    await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'phone-add@example.com' });
    const [mail] = await h.outbox('phone-add@example.com');
    const token = new URL(mail!.links[0]!).searchParams.get('token');
    const first = await h.call('POST', '/v1/magic_links/authenticate', { token });
    expect(first.body).not.toHaveProperty('session_token');
    const options = await h.call('POST', '/v1/second_factors/options', { intermediate_session_token: first.body.intermediate_session_token });
    expect(options.body).toMatchObject({ factors: ['sms'], phone_number: '•••0142' });
  });

  it('a wrong code says so; the 5th wrong try ends the code; an expired code is refused', async () => {
    const bearer = (await signIn(h, 'phone-wrong@example.com')).session_token as string;
    const { methodId, code } = await sendTo(bearer, '+14155550143');
    for (let i = 1; i <= 4; i++) {
      const wrong = await h.call('POST', '/v1/phone_numbers/verify', { method_id: methodId, code: wrongOf(code) }, { bearer });
      expect(wrong.status).toBe(404);
      expect(wrong.body.error_type).toBe('otp_code_not_found');
    }
    const fifth = await h.call('POST', '/v1/phone_numbers/verify', { method_id: methodId, code: wrongOf(code) }, { bearer });
    expect(fifth.body.error_type).toBe('user_lock_limit_reached');
    expect((await h.call('POST', '/v1/phone_numbers/verify', { method_id: methodId, code }, { bearer })).body.error_type).toBe('user_lock_limit_reached');

    const late = await sendTo(bearer, '+14155550143');
    h.advance(6);
    const expired = await h.call('POST', '/v1/phone_numbers/verify', { method_id: late.methodId, code: late.code }, { bearer });
    expect(expired.body.error_type).toBe('otp_code_not_found');
    h.advance(-6);
  });

  it('another user’s code, or a code for another account’s method id, proves nothing', async () => {
    const owner = (await signIn(h, 'phone-owner@example.com')).session_token as string;
    const { methodId, code } = await sendTo(owner, '+14155550144');
    const other = (await signIn(h, 'phone-other@example.com')).session_token as string;
    const stolen = await h.call('POST', '/v1/phone_numbers/verify', { method_id: methodId, code }, { bearer: other });
    expect(stolen.body.error_type).toBe('otp_code_not_found');
  });

  it('a number another account holds is refused (duplicate_member_phone_number), only after its code', async () => {
    await addNumber('phone-first@example.com', '+14155550145');
    const second = (await signIn(h, 'phone-second@example.com')).session_token as string;
    const { methodId, code } = await sendTo(second, '+14155550145');
    const wrong = await h.call('POST', '/v1/phone_numbers/verify', { method_id: methodId, code: wrongOf(code) }, { bearer: second });
    expect(wrong.body.error_type).toBe('otp_code_not_found');
    const taken = await h.call('POST', '/v1/phone_numbers/verify', { method_id: methodId, code }, { bearer: second });
    expect(taken.status).toBe(409);
    expect(taken.body.error_type).toBe('duplicate_member_phone_number');
  });

  it('a new verified number replaces the old one (after a code from the old one)', async () => {
    const bearer = await addNumber('phone-change@example.com', '+14155550146');
    await proveCurrent(bearer, '+14155550146');
    const { methodId, code } = await sendTo(bearer, '+14155550147');
    await h.call('POST', '/v1/phone_numbers/verify', { method_id: methodId, code }, { bearer });
    const me = await h.call('GET', '/v1/users/me', undefined, { bearer });
    expect(me.body.phone_numbers.map((p: { phone_number: string }) => p.phone_number)).toEqual(['+14155550147']);
  });

  it('five codes per number in 15 minutes, counted with the sign-in codes', async () => {
    const bearer = (await signIn(h, 'phone-throttle@example.com')).session_token as string;
    for (let i = 0; i < 5; i++) expect((await h.call('POST', '/v1/phone_numbers/send', { phone_number: '+14155550148' }, { bearer })).status).toBe(200);
    const sixth = await h.call('POST', '/v1/phone_numbers/send', { phone_number: '+14155550148' }, { bearer });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error_type).toBe('too_many_requests');
  });
});

describe('removing the phone number', () => {
  it('is refused while it is the only second factor (last_second_factor); with an app it goes', async () => {
    const bearer = await addNumber('phone-remove@example.com', '+14155550149');
    const refused = await h.call('POST', '/v1/phone_numbers/delete', {}, { bearer });
    expect(refused.status).toBe(400);
    expect(refused.body.error_type).toBe('last_second_factor');

    const started = await h.call('POST', '/v1/totps', {}, { bearer });
    const code = new TOTP({ secret: Secret.fromBase32(started.body.secret as string) }).generate();
    expect((await h.call('POST', '/v1/totps/confirm', { code }, { bearer })).status).toBe(200);
    await proveCurrent(bearer, '+14155550149');
    const removed = await h.call('POST', '/v1/phone_numbers/delete', {}, { bearer });
    expect(removed.status).toBe(200);
    const listed = await h.call('GET', '/v1/second_factors', undefined, { bearer });
    expect(listed.body).toMatchObject({ phone_number: null, sms: false, totp: true });
  });

  it('without a number → 404 phone_number_not_found', async () => {
    const bearer = (await signIn(h, 'phone-none@example.com')).session_token as string;
    const answer = await h.call('POST', '/v1/phone_numbers/delete', {}, { bearer });
    expect(answer.status).toBe(404);
    expect(answer.body.error_type).toBe('phone_number_not_found');
  });
});

/** The account's number proves it is the person: a code texted to it, answered in this session. */
async function proveCurrent(bearer: string, phone: string) {
  const before = (await h.outbox(phone)).length;
  const sent = await h.call('POST', '/v1/phone_numbers/current/send', {}, { bearer });
  expect(sent.status).toBe(200);
  const texts = await h.outbox(phone);
  expect(texts.length).toBe(before + 1);
  const proved = await h.call('POST', '/v1/phone_numbers/current/verify', { method_id: sent.body.method_id, code: texts[0]!.code }, { bearer });
  expect(proved.status).toBe(200);
}

describe('a number on file changes or goes only with a code from that number (a stolen session cannot swap it)', () => {
  it('a new number’s code alone does not replace it: 403 phone_number_confirmation_required, the number stays', async () => {
    const bearer = await addNumber('phone-swap@example.com', '+14155550151');
    const { methodId, code } = await sendTo(bearer, '+14155550152');
    const swapped = await h.call('POST', '/v1/phone_numbers/verify', { method_id: methodId, code }, { bearer });
    expect(swapped.status).toBe(403);
    expect(swapped.body.error_type).toBe('phone_number_confirmation_required');
    const me = await h.call('GET', '/v1/users/me', undefined, { bearer });
    expect(me.body.phone_numbers.map((p: { phone_number: string }) => p.phone_number)).toEqual(['+14155550151']);
  });

  it('removal without that code is refused too, even where the number is not the last second factor', async () => {
    const bearer = await addNumber('phone-strip@example.com', '+14155550153');
    const started = await h.call('POST', '/v1/totps', {}, { bearer });
    const code = new TOTP({ secret: Secret.fromBase32(started.body.secret as string) }).generate();
    expect((await h.call('POST', '/v1/totps/confirm', { code }, { bearer })).status).toBe(200);
    const refused = await h.call('POST', '/v1/phone_numbers/delete', {}, { bearer });
    expect(refused.status).toBe(403);
    expect(refused.body.error_type).toBe('phone_number_confirmation_required');
    expect((await h.call('GET', '/v1/second_factors', undefined, { bearer })).body).toMatchObject({ phone_number: '•••0153', sms: true });
  });

  it('the current number’s code allows one change; a wrong one says so; the next change asks again', async () => {
    const bearer = await addNumber('phone-proven@example.com', '+14155550154');
    const sent = await h.call('POST', '/v1/phone_numbers/current/send', {}, { bearer });
    expect(sent.body.phone_number).toBe('•••0154');
    const [text] = await h.outbox('+14155550154');
    const wrong = await h.call('POST', '/v1/phone_numbers/current/verify', { method_id: sent.body.method_id, code: wrongOf(text!.code!) }, { bearer });
    expect(wrong.body.error_type).toBe('otp_code_not_found');
    expect((await h.call('POST', '/v1/phone_numbers/current/verify', { method_id: sent.body.method_id, code: text!.code }, { bearer })).status).toBe(200);

    const next = await sendTo(bearer, '+14155550155');
    expect((await h.call('POST', '/v1/phone_numbers/verify', { method_id: next.methodId, code: next.code }, { bearer })).status).toBe(200);
    const again = await sendTo(bearer, '+14155550156');
    const refused = await h.call('POST', '/v1/phone_numbers/verify', { method_id: again.methodId, code: again.code }, { bearer });
    expect(refused.body.error_type).toBe('phone_number_confirmation_required');
  });

  it('the proof belongs to the session that earned it: another session of the same account cannot use it', async () => {
    // The thief's session was taken before the number was added (later sign-ins ask for a second step).
    const thief = (await signIn(h, 'phone-two-sessions@example.com')).session_token as string;
    const owner = await addNumber('phone-two-sessions@example.com', '+14155550157');
    await proveCurrent(owner, '+14155550157');
    const { methodId, code } = await sendTo(thief, '+14155550158');
    const swapped = await h.call('POST', '/v1/phone_numbers/verify', { method_id: methodId, code }, { bearer: thief });
    expect(swapped.body.error_type).toBe('phone_number_confirmation_required');
    // The owner's proof is still there for the owner's own change.
    const mine = await sendTo(owner, '+14155550160');
    expect((await h.call('POST', '/v1/phone_numbers/verify', { method_id: mine.methodId, code: mine.code }, { bearer: owner })).status).toBe(200);
  });

  it('a code for the current number proves nothing about a new one, and without a number there is nothing to prove', async () => {
    const none = (await signIn(h, 'phone-nothing-yet@example.com')).session_token as string;
    const answer = await h.call('POST', '/v1/phone_numbers/current/send', {}, { bearer: none });
    expect(answer.status).toBe(404);
    expect(answer.body.error_type).toBe('phone_number_not_found');

    const bearer = await addNumber('phone-crossed@example.com', '+14155550159');
    const sent = await h.call('POST', '/v1/phone_numbers/current/send', {}, { bearer });
    const [text] = await h.outbox('+14155550159');
    const crossed = await h.call('POST', '/v1/phone_numbers/verify', { method_id: sent.body.method_id, code: text!.code }, { bearer });
    expect(crossed.body.error_type).toBe('otp_code_not_found');
  });
});
