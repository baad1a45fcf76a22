import { describe, expect, it } from 'vitest';
import { createRequester } from '../../../src/client/request';
import { AuthClientError } from '../../../src/client/types';
import { createFakeFetch } from './fakes';

const baseUrl = 'http://localhost:8787/';

describe('the request layer', () => {
  it('sends JSON with the public token to the base URL', async () => {
    const { fakeFetch, calls } = createFakeFetch(() => ({ body: { method_id: 'm-1' } }));
    const request = createRequester({ baseUrl, publicToken: 'public-token-test-1', fetch: fakeFetch, getSessionToken: () => 'tok' });

    const answer = await request<{ method_id: string }>('POST', '/v1/otps/email/login_or_create', { body: { email: 'a@b.co', locale: undefined } });

    expect(answer.method_id).toBe('m-1');
    expect(calls).toEqual([
      {
        url: 'http://localhost:8787/v1/otps/email/login_or_create',
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Portico-Public-Token': 'public-token-test-1' },
        body: { email: 'a@b.co' },
      },
    ]);
  });

  it('adds the session token as a Bearer header only on session calls', async () => {
    const { fakeFetch, calls } = createFakeFetch();
    const request = createRequester({ baseUrl, publicToken: 'pt', fetch: fakeFetch, getSessionToken: () => 'session-tok' });

    await request('GET', '/v1/users/me', { withSession: true });
    await request('GET', '/v1/projects/bootstrap');

    expect(calls[0]?.headers.Authorization).toBe('Bearer session-tok');
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(calls[1]?.headers.Authorization).toBeUndefined();
  });

  it('leaves the header out of a session call when there is no session, so the server answers user_unauthenticated', async () => {
    const { fakeFetch, calls } = createFakeFetch();
    const request = createRequester({ baseUrl, publicToken: 'pt', fetch: fakeFetch, getSessionToken: () => null });
    await request('GET', '/v1/users/me', { withSession: true });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it("throws an AuthClientError carrying the server's error body", async () => {
    const { fakeFetch } = createFakeFetch(() => ({
      status: 401,
      body: { status_code: 401, error_type: 'unable_to_auth_magic_link', error_message: 'The magic link could not be authenticated.', request_id: 'req-42' },
    }));
    const request = createRequester({ baseUrl, publicToken: 'pt', fetch: fakeFetch, getSessionToken: () => null });

    const error = await request('POST', '/v1/magic_links/authenticate', { body: { token: 'x' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AuthClientError);
    expect(error).toMatchObject({
      status_code: 401,
      error_type: 'unable_to_auth_magic_link',
      error_message: 'The magic link could not be authenticated.',
      request_id: 'req-42',
      message: 'The magic link could not be authenticated.',
    });
  });

  it('names the HTTP status when an error answer is not the protocol’s JSON (a proxy page)', async () => {
    const { fakeFetch } = createFakeFetch(() => ({ status: 502, text: '<html>Bad Gateway</html>' }));
    const request = createRequester({ baseUrl, publicToken: 'pt', fetch: fakeFetch, getSessionToken: () => null });

    await expect(request('GET', '/v1/projects/bootstrap')).rejects.toMatchObject({
      status_code: 502,
      error_type: 'unknown_error',
      error_message: 'The server answered with HTTP status 502.',
    });
  });

  it('turns a failed fetch into a network_error that says which server could not be reached', async () => {
    const { fakeFetch } = createFakeFetch(() => new TypeError('fetch failed'));
    const request = createRequester({ baseUrl, publicToken: 'pt', fetch: fakeFetch, getSessionToken: () => null });

    const error = await request('GET', '/v1/projects/bootstrap').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AuthClientError);
    expect(error).toMatchObject({ status_code: 0, error_type: 'network_error' });
    expect((error as AuthClientError).message).toBe(
      'Could not reach the authentication server at http://localhost:8787 (fetch failed). Check your connection and try again.',
    );
  });

  it('rethrows an abort as the abort, not as a network error', async () => {
    const { fakeFetch } = createFakeFetch();
    const request = createRequester({ baseUrl, publicToken: 'pt', fetch: fakeFetch, getSessionToken: () => null });
    const controller = new AbortController();
    controller.abort();

    const error = await request('POST', '/v1/webauthn/authenticate/start', { signal: controller.signal }).catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(AuthClientError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('rejects a success answer that is not a JSON object as invalid_response', async () => {
    const { fakeFetch } = createFakeFetch(() => ({ status: 200, text: 'OK' }));
    const request = createRequester({ baseUrl, publicToken: 'pt', fetch: fakeFetch, getSessionToken: () => null });
    await expect(request('GET', '/v1/projects/bootstrap')).rejects.toMatchObject({ error_type: 'invalid_response' });
  });
});
