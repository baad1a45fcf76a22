// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IDPAuthorizeStartResponse, SessionState } from '../../../src/client/types';
import type { PorticoError, PorticoEvent } from '../../../src/flows/events';
import {
  buildConsent,
  idpReducer,
  initialIdpState,
  parseIdpRequest,
  useIdentityProviderFlow,
  type IdentityProviderFlowArgs,
} from '../../../src/flows/idp';
import { answers, fails, fakeAuthResponse, fakeBootstrap, fakeClient, type FakeClient, type FakeOverrides } from '../../../stories/flows/fakeClient';
import { flush, renderHook } from '../../fakes/renderHook';

const AUTHORIZE = '?client_id=app&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&scope=openid%20email%20read:docs%20admin:billing&state=s1&nonce=n1&code_challenge=c&code_challenge_method=S256';
const LOGOUT = '?client_id=app&post_logout_redirect_uri=https%3A%2F%2Fapp.example%2Fbye&id_token_hint=hint&state=s2';

const preflight = (overrides: Partial<IDPAuthorizeStartResponse> = {}): IDPAuthorizeStartResponse => ({
  consent_required: true,
  client: { client_id: 'app', client_name: 'The Example App', logo_url: 'https://app.example/logo.svg' },
  scope_results: [
    { scope: 'openid', description: 'Verify your identity', is_grantable: true },
    { scope: 'email', description: 'View your personal profile information', is_grantable: true },
    { scope: 'read:docs', description: 'Read your documents', is_grantable: true },
    { scope: 'admin:billing', description: 'Manage billing', is_grantable: false },
  ],
  ...overrides,
});

/** A signed-in fake client whose session changes the test can announce. */
function signedIn(overrides: FakeOverrides = {}, session: SessionState['session'] = fakeAuthResponse.session) {
  let announce: (state: SessionState) => void = () => undefined;
  const client = fakeClient({
    ...overrides,
    session: {
      getSync: () => session,
      onChange: (listener) => {
        announce = listener;
        return () => undefined;
      },
      ...overrides.session,
    },
  });
  return { client, announce: (state: SessionState) => announce(state) };
}

function renderIdp(client: FakeClient, extra: Partial<IdentityProviderFlowArgs> = {}) {
  const events: PorticoEvent[] = [];
  const errors: PorticoError[] = [];
  const navigate = vi.fn<(url: string) => void>();
  const rendered = renderHook(() =>
    useIdentityProviderFlow({
      client,
      callbacks: { onEvent: (event) => events.push(event), onError: (error) => errors.push(error) },
      bootstrap: fakeBootstrap,
      framed: false,
      fallbackClientName: 'The App',
      search: AUTHORIZE,
      navigate,
      ...extra,
    }),
  );
  return { ...rendered, events, errors, navigate };
}

const idpCalls = (client: FakeClient) => client.serverCalls().filter((call) => call.method.startsWith('idp.'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseIdpRequest (SPEC §2 IDPConsent, §5)', () => {
  it('reads an authorize request, with the defaults of SPEC §9', () => {
    expect(parseIdpRequest('?client_id=a&redirect_uri=https://a.example/cb')).toEqual({
      request: { kind: 'authorize', params: { client_id: 'a', redirect_uri: 'https://a.example/cb', response_type: 'code', scopes: ['openid', 'email', 'profile'] } },
    });
    const parsed = parseIdpRequest(AUTHORIZE);
    expect('request' in parsed && parsed.request.params).toMatchObject({
      scopes: ['openid', 'email', 'read:docs', 'admin:billing'],
      state: 's1',
      nonce: 'n1',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
  });

  it('names the first missing required parameter; an empty value is missing', () => {
    expect(parseIdpRequest('')).toEqual({ missing: 'client_id', kind: 'authorize' });
    expect(parseIdpRequest('?client_id=a&redirect_uri=')).toEqual({ missing: 'redirect_uri', kind: 'authorize' });
  });

  it('post_logout_redirect_uri makes it a logout request', () => {
    expect(parseIdpRequest(LOGOUT)).toEqual({
      request: { kind: 'logout', params: { client_id: 'app', post_logout_redirect_uri: 'https://app.example/bye', id_token_hint: 'hint', state: 's2' } },
    });
    expect(parseIdpRequest('?post_logout_redirect_uri=https://a.example/')).toEqual({ missing: 'client_id', kind: 'logout' });
  });
});

describe('idpReducer', () => {
  it('an answer counts only while a question is on screen; an unknown action changes nothing', () => {
    expect(idpReducer({ status: 'denied' }, { type: 'submit', pending: 'allow' })).toEqual({ status: 'denied' });
    expect(idpReducer({ status: 'logout_required', redirectUri: 'https://a/', pending: null }, { type: 'submit', pending: 'yes' })).toMatchObject({ pending: 'yes' });
    expect(idpReducer(initialIdpState, { type: 'nonsense' } as never)).toBe(initialIdpState);
  });
});

describe('buildConsent (SPEC §6)', () => {
  const base = { redirectUri: 'https://app.example/cb', policy: null, fallbackClientName: 'The App' };

  it('splits grantable from ungrantable scopes; custom scopes mean the "access" wording', () => {
    const consent = buildConsent({ ...base, preflight: preflight() });
    expect(consent.scopes.map((s) => s.scope)).toEqual(['openid', 'email', 'read:docs']);
    expect(consent.ungrantableScopes).toEqual([{ scope: 'admin:billing', description: 'Manage billing' }]);
    expect(consent.standardOnly).toBe(false);
    expect(consent.logoUrl).toBe('https://app.example/logo.svg');
    const standard = buildConsent({ ...base, preflight: preflight({ scope_results: [{ scope: 'openid', description: '', is_grantable: true }] }) });
    expect(standard.standardOnly).toBe(true);
  });

  it("the client's name, else its redirect host, else 'The App'; a logo only over http(s)", () => {
    const unnamed = preflight({ client: { client_id: 'app', client_name: '', logo_url: 'javascript:alert(1)' } });
    expect(buildConsent({ ...base, preflight: unnamed }).clientName).toBe('app.example');
    expect(buildConsent({ ...base, preflight: unnamed }).logoUrl).toBeUndefined();
    expect(buildConsent({ ...base, redirectUri: 'not a url', preflight: unnamed }).clientName).toBe('The App');
  });

  it("the access policy's description wins over the server's", () => {
    const policy = { scopes: [{ scope: 'read:docs', description: 'Read the documents you own' }] };
    expect(buildConsent({ ...base, policy, preflight: preflight() }).scopes[2]).toEqual({ scope: 'read:docs', description: 'Read the documents you own' });
  });

  it('a manifest generator hears the grantable scopes; one that throws or answers junk is logged and the default used', () => {
    const generator = vi.fn(() => [{ header: 'Custom', items: ['One', { text: 'Two', details: ['a'] }] }]);
    expect(buildConsent({ ...base, preflight: preflight(), generator }).manifest).toEqual([{ header: 'Custom', items: ['One', { text: 'Two', details: ['a'] }] }]);
    expect(generator).toHaveBeenCalledWith({ scopes: ['openid', 'email', 'read:docs'], clientName: 'The Example App' });

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const throwing = () => {
      throw new Error('boom');
    };
    expect(buildConsent({ ...base, preflight: preflight(), generator: throwing }).manifest).toBeNull();
    expect(buildConsent({ ...base, preflight: preflight(), generator: () => [{ header: 1 }] as never }).manifest).toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
  });
});

describe('useIdentityProviderFlow › refusals before any call', () => {
  it('a missing parameter: the spec message with its name, onError, and no IdP call', async () => {
    const { client } = signedIn();
    const flow = renderIdp(client, { search: '?redirect_uri=https://app.example/cb' });
    await flush();
    expect(flow.result.current.state).toEqual({ status: 'error', error: { id: 'idp.missingParam', values: { param: 'client_id' } } });
    expect(flow.errors[0]?.message).toBe('Required parameter is missing: client_id. Please reach out to the application developer.');
    expect(idpCalls(client)).toEqual([]);
  });

  it('inside a frame: the error screen, never a consent question, and no IdP call', async () => {
    const { client } = signedIn();
    const flow = renderIdp(client, { framed: true });
    await flush();
    expect(flow.result.current.state).toEqual({ status: 'error', error: { id: 'idp.framed' } });
    expect(idpCalls(client)).toEqual([]);
  });

  it('logs render_idp_screen with the kind of request', async () => {
    const { client } = signedIn();
    renderIdp(client, { search: LOGOUT });
    await flush();
    expect(client.callsTo('events.log')).toContainEqual(['render_idp_screen', { type: 'logout' }]);
  });
});

describe('useIdentityProviderFlow › authorize', () => {
  it('no session: the message, onError as user_unauthenticated, no call; a sign-in on the page carries on', async () => {
    const { client, announce } = signedIn({}, null);
    const flow = renderIdp(client);
    await flush();
    expect(flow.result.current.state).toEqual({ status: 'no_session' });
    expect(flow.errors).toMatchObject([{ message: 'No active session detected. Please log in to continue.', errorType: 'user_unauthenticated' }]);
    expect(idpCalls(client)).toEqual([]);

    client.session.getSync = () => fakeAuthResponse.session;
    await act(async () => announce({ session: fakeAuthResponse.session, user: null, sessionToken: 't', sessionJwt: 'j' }));
    await flush();
    expect(flow.result.current.state.status).toBe('consent_required');
  });

  it('consent required: OAuthAuthorizeFlowStart, the consent model; Allow sends only grantable scopes and follows the redirect', async () => {
    const { client } = signedIn({ idp: { authorizeStart: async () => preflight() } });
    const flow = renderIdp(client);
    await flush();
    expect(flow.events.map((e) => e.type)).toEqual(['OAuthAuthorizeFlowStart']);
    const { state } = flow.result.current;
    expect(state.status === 'consent_required' && state.consent.clientName).toBe('The Example App');

    act(() => flow.result.current.onAllow());
    act(() => flow.result.current.onAllow()); // a double click sends once
    await flush();
    expect(client.callsTo('idp.authorizeSubmit')).toEqual([
      [expect.objectContaining({ client_id: 'app', scopes: ['openid', 'email', 'read:docs'], consent_granted: true, state: 's1', nonce: 'n1' })],
    ]);
    expect(flow.navigate).toHaveBeenCalledWith('https://app.example/cb?code=code-test');
    expect(flow.result.current.state.status).toBe('redirecting');
  });

  it('consent not required: submitted at once with consent not granted, no question asked', async () => {
    const { client } = signedIn({ idp: { authorizeStart: async () => preflight({ consent_required: false }) } });
    const flow = renderIdp(client);
    await flush();
    expect(client.callsTo('idp.authorizeSubmit')[0]?.[0]).toMatchObject({ consent_granted: false });
    expect(flow.navigate).toHaveBeenCalledOnce();
  });

  it('never follows a redirect that is not http(s): Deny shows denied, Allow success, with their events', async () => {
    const denied = signedIn({ idp: { authorizeStart: async () => preflight(), authorizeSubmit: async () => ({ redirect_uri: 'javascript:alert(1)' }) } });
    const deny = renderIdp(denied.client);
    await flush();
    act(() => deny.result.current.onDeny());
    await flush();
    expect(deny.navigate).not.toHaveBeenCalled();
    expect(deny.result.current.state).toEqual({ status: 'denied' });
    expect(deny.events.map((e) => e.type)).toEqual(['OAuthAuthorizeFlowStart', 'OAuthAuthorizeFlowConsentDenied']);

    const allowed = signedIn({ idp: { authorizeStart: async () => preflight(), authorizeSubmit: async () => ({ redirect_uri: 'com.example.app:/cb?code=1' }) } });
    const allow = renderIdp(allowed.client);
    await flush();
    act(() => allow.result.current.onAllow());
    await flush();
    expect(allow.navigate).not.toHaveBeenCalled();
    expect(allow.result.current.state).toEqual({ status: 'success' });
    expect(allow.events.map((e) => e.type)).toEqual(['OAuthAuthorizeFlowStart', 'OAuthAuthorizeFlowComplete']);
  });

  it("a preflight failure shows the server's error and reports it", async () => {
    const { client } = signedIn({ idp: { authorizeStart: fails('oauth2_client_not_found', 'Unknown OAuth client.', 404) } });
    const flow = renderIdp(client);
    await flush();
    expect(flow.result.current.state).toEqual({ status: 'error', error: { id: 'error.oauth2_client_not_found', message: 'Unknown OAuth client.' } });
    expect(flow.errors).toMatchObject([{ errorType: 'oauth2_client_not_found' }]);
  });

  it('a session the server no longer knows is cleared and treated as none', async () => {
    const { client } = signedIn({ idp: { authorizeStart: fails('session_not_found', 'gone', 401) } });
    const flow = renderIdp(client);
    await flush();
    expect(client.callsTo('session.revoke')).toEqual([[{ forceClear: true }]]);
    expect(flow.result.current.state).toEqual({ status: 'no_session' });
    expect(flow.errors).toMatchObject([{ errorType: 'user_unauthenticated' }]);
  });

  it('with a trusted auth token: the old session revoked, a 60-minute one attested, then the preflight', async () => {
    const { client } = signedIn();
    renderIdp(client, { trustedAuthToken: 'jwt', tokenProfileID: 'profile' });
    await flush();
    expect(client.serverCalls().map((c) => c.method).filter((m) => m !== 'events.log')).toEqual(['session.revoke', 'session.attest', 'idp.authorizeStart']);
    expect(client.callsTo('session.attest')).toEqual([[{ token: 'jwt', profile_id: 'profile', session_duration_minutes: 60 }]]);
  });

  it('a refused trusted auth token shows the error and asks nothing more', async () => {
    const { client } = signedIn({ session: { attest: fails('invalid_token', 'The token has expired.', 401) } });
    const flow = renderIdp(client, { trustedAuthToken: 'jwt', tokenProfileID: 'profile' });
    await flush();
    expect(flow.result.current.state).toMatchObject({ status: 'error', error: { id: 'error.invalid_token' } });
    expect(idpCalls(client)).toEqual([]);
  });
});

describe('useIdentityProviderFlow › logout', () => {
  it("consent required: 'Log out?'; No keeps the session; Yes revokes it (force) and goes back", async () => {
    const { client } = signedIn({ idp: { logoutStart: async () => ({ consent_required: true, redirect_uri: 'https://app.example/bye?state=s2' }) } });
    const flow = renderIdp(client, { search: LOGOUT });
    await flush();
    expect(client.callsTo('idp.logoutStart')).toEqual([[{ client_id: 'app', post_logout_redirect_uri: 'https://app.example/bye', id_token_hint: 'hint', state: 's2' }]]);
    expect(flow.result.current.state).toMatchObject({ status: 'logout_required' });

    act(() => flow.result.current.onStayLoggedIn());
    expect(flow.result.current.state).toEqual({ status: 'not_logged_out' });
    expect(client.callsTo('session.revoke')).toEqual([]);

    const again = renderIdp(client, { search: LOGOUT });
    await flush();
    act(() => again.result.current.onLogout());
    await flush();
    expect(client.callsTo('session.revoke')).toEqual([[{ forceClear: true }]]);
    expect(again.navigate).toHaveBeenCalledWith('https://app.example/bye?state=s2');
  });

  // SPEC §4 Logout: "On error it shows the error" (asserted by nothing before).
  it("a logout preflight failure shows the server's error, reports it, and neither revokes nor leaves", async () => {
    const { client } = signedIn({ idp: { logoutStart: fails('oauth2_client_not_found', 'Unknown OAuth client.', 404) } });
    const flow = renderIdp(client, { search: LOGOUT });
    await flush();
    expect(flow.result.current.state).toEqual({ status: 'error', error: { id: 'error.oauth2_client_not_found', message: 'Unknown OAuth client.' } });
    expect(flow.errors).toMatchObject([{ errorType: 'oauth2_client_not_found' }]);
    expect(client.callsTo('session.revoke')).toEqual([]);
    expect(flow.navigate).not.toHaveBeenCalled();
  });

  it('consent not required: revoked at once, a failed revoke ignored, and back to the app', async () => {
    const { client } = signedIn({
      idp: { logoutStart: answers({ consent_required: false, redirect_uri: 'https://app.example/bye' }) },
      session: { revoke: fails('session_not_found', 'gone', 401) },
    });
    const flow = renderIdp(client, { search: LOGOUT });
    await flush();
    expect(client.callsTo('session.revoke')).toEqual([[{ forceClear: true }]]);
    expect(flow.navigate).toHaveBeenCalledWith('https://app.example/bye');
    expect(flow.errors).toEqual([]);
  });

  it('a backend that confirms the logout itself (Better Auth): Yes calls logoutConfirm and goes where it says', async () => {
    const { client } = signedIn({
      idp: {
        logoutStart: answers({ consent_required: true, redirect_uri: '', confirm_with_backend: true }),
        logoutConfirm: answers({ redirect_uri: 'https://app.example/bye?state=s2' }),
      },
    });
    const flow = renderIdp(client, { search: LOGOUT });
    await flush();
    expect(client.callsTo('idp.logoutConfirm')).toEqual([]);
    act(() => flow.result.current.onLogout());
    await flush();
    expect(client.callsTo('idp.logoutConfirm')).toEqual([[{ client_id: 'app', post_logout_redirect_uri: 'https://app.example/bye', id_token_hint: 'hint', state: 's2' }]]);
    expect(client.callsTo('session.revoke')).toEqual([[{ forceClear: true }]]);
    expect(flow.navigate).toHaveBeenCalledWith('https://app.example/bye?state=s2');
  });
});
