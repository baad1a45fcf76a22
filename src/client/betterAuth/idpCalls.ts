/**
 * The identity-provider widget on Better Auth's OAuth 2.1 / OIDC provider (@better-auth/oauth-provider;
 * server/src/identityProvider.ts makes the widget's page its consent and logout page).
 *
 * Better Auth sends the browser to the page with the request and a signature (`sig`). Once
 * someone is signed in, `authorizeStart` asks Better Auth's authorize endpoint again as JSON: it
 * answers either the consent page (consent needed: its signed query is what /oauth2/consent
 * takes) or the app's redirect URI (consent given before: the code is already in it). Better Auth
 * has no per-person scope policy: every scope the client may ask is grantable, described by
 * portico()'s scope list. A logout reaches the page only when Better Auth wants it confirmed; Yes
 * confirms with its end-session confirm endpoint, which checks the post-logout URI and ends the session.
 */
import { AuthClientError } from '../AuthClientError';
import type { AuthClient, IDPAuthorizeParams } from '../types';
import type { BetterAuthRequester } from './request';

/** How Better Auth's OAuth endpoints answer a fetch: the next address (or RFC 9207's older form). */
interface RedirectAnswer {
  redirect?: boolean;
  url?: string;
  redirect_uri?: string;
}

type Pending = { kind: 'consent'; oauthQuery: string } | { kind: 'answered'; url: string };

const nextUrl = (answer: RedirectAnswer | null): string => {
  const url = answer?.url ?? answer?.redirect_uri;
  if (!url) throw new AuthClientError({ status_code: 502, error_type: 'unknown_error', error_message: 'The identity provider answered without an address to go to.' });
  return url;
};

/** One request is one key: the page asks for one request at a time, maybe more than once. */
const keyOf = (params: Omit<IDPAuthorizeParams, 'scopes'>) => JSON.stringify([params.client_id, params.redirect_uri, params.state ?? '', params.nonce ?? '']);

const sameEndpoint = (a: string, b: string) => {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    return x.origin === y.origin && x.pathname === y.pathname;
  } catch {
    return false;
  }
};

export function createIdpCalls(request: BetterAuthRequester): AuthClient['idp'] {
  const pending = new Map<string, Pending>();

  async function scopeDescriptions(): Promise<Map<string, string>> {
    const bootstrap = await request<{ rbac_policy?: { scopes?: Array<{ scope: string; description: string }> } }>('GET', '/portico/bootstrap').catch(() => null);
    return new Map((bootstrap?.rbac_policy?.scopes ?? []).map((entry) => [entry.scope, entry.description]));
  }

  return {
    async authorizeStart(params) {
      const who = await request<{ session?: unknown } | null>('GET', '/get-session', { call: 'session' });
      if (!who?.session) throw new AuthClientError({ status_code: 401, error_type: 'session_not_found', error_message: 'Session not found.' });
      const query: Record<string, string> = {
        client_id: params.client_id,
        redirect_uri: params.redirect_uri,
        response_type: params.response_type,
        scope: params.scopes.join(' '),
      };
      for (const name of ['state', 'nonce', 'code_challenge', 'code_challenge_method', 'prompt'] as const) {
        const value = params[name];
        if (value !== undefined) query[name] = value;
      }
      const url = nextUrl(await request<RedirectAnswer>('GET', '/oauth2/authorize', { query, call: 'idp' }));
      if (sameEndpoint(url, params.redirect_uri)) {
        // Consent was given before (or the app is trusted): Better Auth already answered the app.
        pending.set(keyOf(params), { kind: 'answered', url });
        return { consent_required: false, client: { client_id: params.client_id, client_name: '' }, scope_results: [] };
      }
      pending.set(keyOf(params), { kind: 'consent', oauthQuery: new URL(url).search.slice(1) });
      const [client, descriptions] = await Promise.all([
        request<{ client_id: string; client_name?: string; logo_uri?: string }>('GET', '/oauth2/public-client', { query: { client_id: params.client_id }, call: 'idp' }),
        scopeDescriptions(),
      ]);
      return {
        consent_required: true,
        client: { client_id: client.client_id, client_name: client.client_name ?? '', ...(client.logo_uri ? { logo_url: client.logo_uri } : {}) },
        scope_results: params.scopes.map((scope) => ({ scope, description: descriptions.get(scope) ?? '', is_grantable: true })),
      };
    },

    async authorizeSubmit({ consent_granted, scopes, ...params }) {
      const request_ = pending.get(keyOf(params));
      if (!request_) throw new AuthClientError({ status_code: 400, error_type: 'invalid_request', error_message: 'No authorization request is pending on this page. Start again from the app.' });
      pending.delete(keyOf(params));
      if (request_.kind === 'answered') return { redirect_uri: request_.url };
      const answer = await request<RedirectAnswer>('POST', '/oauth2/consent', {
        body: { accept: consent_granted, scope: scopes.join(' '), oauth_query: request_.oauthQuery },
        call: 'idp',
      });
      return { redirect_uri: nextUrl(answer) };
    },

    // Better Auth sends the browser here only to ask; the post-logout URI is checked when Yes confirms.
    logoutStart: async () => ({ consent_required: true, redirect_uri: '', confirm_with_backend: true }),

    async logoutConfirm() {
      const answer = await request<RedirectAnswer | null>('POST', '/oauth2/end-session/confirm', { form: { action: 'confirm' }, call: 'idp' });
      return { redirect_uri: answer?.url ?? answer?.redirect_uri ?? '' };
    },
  };
}
