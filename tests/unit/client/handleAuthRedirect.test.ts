import { describe, expect, it, vi } from 'vitest';
import { handleAuthRedirect } from '../../../src/client/handleAuthRedirect';
import { fails, fakeAuthResponse, fakeClient } from '../../../stories/flows/fakeClient';

/** A page at `href`, with a history that records where replaceState left the address bar. */
function page(href: string) {
  const location = { href };
  const history = {
    state: { kept: true },
    replaceState: vi.fn((_state: unknown, _unused: string, url?: string | URL | null) => {
      location.href = String(url);
    }),
  };
  return { location, history };
}

describe('handleAuthRedirect › the host redirect page', () => {
  it.each([
    ['oauth', 'oauth.authenticate'],
    ['magic_links', 'magicLinks.authenticate'],
    ['login', 'magicLinks.authenticate'],
  ])('given a %s token › authenticates it with %s and answers the session and user', async (type, method) => {
    const client = fakeClient();
    const at = page(`https://host.example/auth?stytch_token_type=${type}&token=tok-1&next=%2Fapp`);
    const result = await handleAuthRedirect(client, { ...at, sessionDurationMinutes: 60 });
    expect(client.callsTo(method)).toEqual([['tok-1', { session_duration_minutes: 60 }]]);
    expect(result).toEqual({ kind: 'authenticated', tokenType: type, session: fakeAuthResponse.session, user: fakeAuthResponse.user });
  });

  it('a user who needs a second factor gets no session yet: the answer says so, not "authenticated"', async () => {
    const at = page('https://host.example/auth?stytch_token_type=magic_links&token=tok-1');
    // As the server answers a primary sign-in of a user who needs a second factor (SPEC §4).
    const intermediate = { user_id: 'user-test-1', intermediate_session_token: 'ist-1' };
    const client = fakeClient({ magicLinks: { authenticate: async () => intermediate as unknown as typeof fakeAuthResponse } });
    const result = await handleAuthRedirect(client, at);
    expect(result).toEqual({ kind: 'second_factor', tokenType: 'magic_links', userId: 'user-test-1' });
  });

  it('removes the token from the address bar before the call, keeping the rest of the URL and the history state', async () => {
    let addressDuringCall = '';
    const at = page('https://host.example/auth?stytch_token_type=oauth&token=tok-1&next=%2Fapp#top');
    const client = fakeClient({
      oauth: {
        authenticate: async () => {
          addressDuringCall = at.location.href;
          return fakeAuthResponse;
        },
      },
    });
    await handleAuthRedirect(client, at);
    expect(addressDuringCall).toBe('https://host.example/auth?next=%2Fapp#top');
    expect(at.history.replaceState).toHaveBeenCalledWith({ kept: true }, '', 'https://host.example/auth?next=%2Fapp#top');
  });

  it('given a used or expired token › answers the server error, and the token is gone from the URL all the same', async () => {
    const client = fakeClient({ oauth: { authenticate: fails('oauth_token_not_found', 'OAuth Token could not be found.', 401) } });
    const at = page('https://host.example/auth?stytch_token_type=oauth&token=spent');
    const result = await handleAuthRedirect(client, at);
    expect(result).toMatchObject({ kind: 'error', source: 'token', tokenType: 'oauth', error: { error_type: 'oauth_token_not_found', status_code: 401 } });
    expect(at.location.href).toBe('https://host.example/auth');
  });

  it("given a provider's error (the person cancelled) › answers it and leaves it in the URL for a widget on this page", async () => {
    const client = fakeClient();
    const href = 'https://host.example/login?stytch_token_type=oauth&error=oauth_flow_callback_error&error_description=The+person+cancelled.';
    const at = page(href);
    const result = await handleAuthRedirect(client, at);
    expect(result).toMatchObject({
      kind: 'error',
      source: 'provider',
      tokenType: 'oauth',
      // The URL's own words are never repeated (anyone can write them into a link).
      error: { error_type: 'oauth_flow_callback_error', error_message: 'An error was encountered in the callback of the OAuth flow. Please try again.' },
    });
    expect(client.serverCalls()).toEqual([]);
    expect(at.history.replaceState).not.toHaveBeenCalled();
  });

  it.each([
    'https://host.example/app',
    'https://host.example/reset?stytch_token_type=reset_password&token=for-the-reset-widget',
    'https://host.example/auth?stytch_token_type=oauth',
  ])('given %s › nothing to do: kind none, no call, the URL untouched', async (href) => {
    const client = fakeClient();
    const at = page(href);
    await expect(handleAuthRedirect(client, at)).resolves.toEqual({ kind: 'none' });
    expect(client.serverCalls()).toEqual([]);
    expect(at.location.href).toBe(href);
  });
});
