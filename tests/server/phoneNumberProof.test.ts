/**
 * portico() guards the phoneNumber plugin's own endpoints, called directly as a stolen session
 * would: a verified number on file is replaced (`/phone-number/verify` with `updatePhoneNumber`) or
 * removed (`/update-user` with `phoneNumber: null`) only after this session answered a code texted
 * to that number (`/portico/phone-number/current/send|verify`). Better Auth on SQLite in memory.
 */
import { describe, expect, it } from 'vitest';
import { devAuth } from './harness';

const STRONG = 'violet-Harbor-lantern-42';
const FIRST = '+14155550171';
const SECOND = '+14155550172';

type Server = Awaited<ReturnType<typeof devAuth>>;
const newestCode = (server: Server, to: string) => server.outbox.list(to)[0]!.code!;
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

async function withNumber(email: string) {
  const server = await devAuth();
  expect((await server.call('POST', '/sign-up/email', { email, password: STRONG, name: '' })).status).toBe(200);
  await server.call('POST', '/phone-number/send-otp', { phoneNumber: FIRST });
  const added = await server.call('POST', '/phone-number/verify', { phoneNumber: FIRST, code: newestCode(server, FIRST), updatePhoneNumber: true, disableSession: true });
  expect(added.status).toBe(200);
  return server;
}

async function proveCurrent(server: Server) {
  const sent = await server.call('POST', '/portico/phone-number/current/send', {});
  expect(sent).toMatchObject({ status: 200, json: { phone_number: '•••0171' } });
  const proved = await server.call('POST', '/portico/phone-number/current/verify', { code: newestCode(server, FIRST) });
  expect(proved.status).toBe(200);
}

const numberOf = async (server: Server) => (await server.call('GET', '/get-session')).json.user as { phoneNumber: string | null; phoneNumberVerified: boolean };

describe('a verified number changes or goes only with a code from it', () => {
  it('a new number’s code alone does not replace it: 403 PHONE_NUMBER_CONFIRMATION_REQUIRED, the number stays', async () => {
    const server = await withNumber('swap@example.com');
    await server.call('POST', '/phone-number/send-otp', { phoneNumber: SECOND });
    const swapped = await server.call('POST', '/phone-number/verify', { phoneNumber: SECOND, code: newestCode(server, SECOND), updatePhoneNumber: true, disableSession: true });
    expect(swapped).toMatchObject({ status: 403, json: { code: 'PHONE_NUMBER_CONFIRMATION_REQUIRED' } });
    await expect(numberOf(server)).resolves.toMatchObject({ phoneNumber: FIRST, phoneNumberVerified: true });
  });

  it('removal through /update-user without it is refused too', async () => {
    const server = await withNumber('strip@example.com');
    const removed = await server.call('POST', '/update-user', { phoneNumber: null });
    expect(removed).toMatchObject({ status: 403, json: { code: 'PHONE_NUMBER_CONFIRMATION_REQUIRED' } });
    await expect(numberOf(server)).resolves.toMatchObject({ phoneNumber: FIRST, phoneNumberVerified: true });
  });

  it('the current number’s code allows one change; a wrong one says so; the next change asks again', async () => {
    const server = await withNumber('proven@example.com');
    await server.call('POST', '/portico/phone-number/current/send', {});
    const wrong = await server.call('POST', '/portico/phone-number/current/verify', { code: wrongOf(newestCode(server, FIRST)) });
    expect(wrong).toMatchObject({ status: 400, json: { code: 'INVALID_OTP' } });
    await proveCurrent(server);
    await server.call('POST', '/phone-number/send-otp', { phoneNumber: SECOND });
    const changed = await server.call('POST', '/phone-number/verify', { phoneNumber: SECOND, code: newestCode(server, SECOND), updatePhoneNumber: true, disableSession: true });
    expect(changed.status).toBe(200);
    await expect(numberOf(server)).resolves.toMatchObject({ phoneNumber: SECOND });
    // Spent: removing the new number asks for a code from it.
    expect((await server.call('POST', '/update-user', { phoneNumber: null })).json.code).toBe('PHONE_NUMBER_CONFIRMATION_REQUIRED');
  });

  it('with the proof, removal goes; a first number needs none; without a number there is nothing to prove', async () => {
    const server = await withNumber('removes@example.com');
    await proveCurrent(server);
    expect((await server.call('POST', '/update-user', { phoneNumber: null })).status).toBe(200);
    await expect(numberOf(server)).resolves.toMatchObject({ phoneNumber: null });
    const none = await server.call('POST', '/portico/phone-number/current/send', {});
    expect(none).toMatchObject({ status: 404, json: { code: 'PHONE_NUMBER_NOT_FOUND' } });
  });

  it('the proof belongs to the session that earned it', async () => {
    const server = await withNumber('two-sessions@example.com');
    await proveCurrent(server);
    // Another session of the same account (the stolen one).
    server.signOutLocally();
    expect((await server.call('POST', '/sign-in/email', { email: 'two-sessions@example.com', password: STRONG })).status).toBe(200);
    await server.call('POST', '/phone-number/send-otp', { phoneNumber: SECOND });
    const swapped = await server.call('POST', '/phone-number/verify', { phoneNumber: SECOND, code: newestCode(server, SECOND), updatePhoneNumber: true, disableSession: true });
    expect(swapped.json.code).toBe('PHONE_NUMBER_CONFIRMATION_REQUIRED');
  });
});
