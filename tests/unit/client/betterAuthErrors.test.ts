/**
 * One test per row of the Better Auth → error_type table (docs/better-auth.md): a fake fetch (named
 * as such) answers the row's code the way Better Auth does (`{ code, message }`), and the client's
 * AuthClientError carries the spec's error_type and Better Auth's message.
 */
import { describe, expect, it } from 'vitest';
import { AuthClientError } from '../../../src/client/AuthClientError';
import { BETTER_AUTH_ERROR_TYPES, errorTypeFor } from '../../../src/client/betterAuth/errorTypes';
import { createBetterAuthRequester } from '../../../src/client/betterAuth/request';

const fakeBetterAuthAnswering = (status: number, body: unknown) => async () =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Better Auth error codes become the spec error_types', () => {
  for (const row of BETTER_AUTH_ERROR_TYPES) {
    it(`${row.code}${row.call ? ` (${row.call})` : ''} → ${row.error_type}`, async () => {
      const status = row.code === 'ACCOUNT_LOCKED' || row.code === 'TOO_MANY_REQUESTS' ? 429 : 400;
      const request = createBetterAuthRequester('http://auth.test/api/auth', fakeBetterAuthAnswering(status, { code: row.code, message: `msg ${row.code}` }));
      const error = await request('POST', '/any', { body: {}, call: row.call ?? 'other' }).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(AuthClientError);
      expect(error).toMatchObject({ error_type: row.error_type, status_code: status, error_message: `msg ${row.code}` });
    });
  }

  it('a bare 401 on a session call (no code) is user_unauthenticated', () => {
    expect(errorTypeFor(undefined, 401, 'session')).toBe('user_unauthenticated');
  });

  it('a failed magic-link verify with no known code still says the link is used or expired', () => {
    expect(errorTypeFor(undefined, 404, 'magicLink')).toBe('unable_to_auth_magic_link');
  });

  it('One Tap\u2019s bare 400 (Better Auth refused the credential, no code) is invalid_id_token', () => {
    expect(errorTypeFor(undefined, 400, 'oneTap')).toBe('invalid_id_token');
  });

  it('a code not in the table passes through in lower case, with the server message shown', async () => {
    const request = createBetterAuthRequester('http://auth.test/api/auth', fakeBetterAuthAnswering(400, { code: 'SOMETHING_NEW', message: 'Something new' }));
    await expect(request('POST', '/x')).rejects.toMatchObject({ error_type: 'something_new', error_message: 'Something new' });
  });

  it('a server error without a code is unknown_error, with the HTTP status in the message', async () => {
    const request = createBetterAuthRequester('http://auth.test/api/auth', fakeBetterAuthAnswering(503, undefined));
    await expect(request('GET', '/portico/bootstrap')).rejects.toMatchObject({
      error_type: 'unknown_error',
      status_code: 503,
      error_message: 'The server answered with HTTP status 503.',
    });
  });

  it('no answer at all is a network_error', async () => {
    const request = createBetterAuthRequester('http://auth.test/api/auth', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('GET', '/get-session')).rejects.toMatchObject({ error_type: 'network_error', status_code: 0 });
  });
});
