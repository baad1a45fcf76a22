/** SPEC §2 IDPConsent, §5: the identity-provider parameters of the page's query string. */
import type { IDPAuthorizeParams, IDPLogoutParams } from '../../client/types';

/** SPEC §9: the scopes and response type an authorization request gets when it names none. */
export const DEFAULT_SCOPES = ['openid', 'email', 'profile'];
export const DEFAULT_RESPONSE_TYPE = 'code';

export type IdpRequest = { kind: 'authorize'; params: IDPAuthorizeParams } | { kind: 'logout'; params: IDPLogoutParams };

/** The request, or the first required parameter it lacks (SPEC §5: named in the message). */
export type ParsedIdpRequest = { request: IdpRequest } | { missing: string; kind: IdpRequest['kind'] };

/** Reads SPEC §2's parameters: post_logout_redirect_uri means Logout, anything else Authorize. */
export function parseIdpRequest(search: string): ParsedIdpRequest {
  const query = new URLSearchParams(search);
  // An empty value is as good as none: `client_id=` names no client.
  const get = (name: string) => query.get(name) || undefined;
  const optional = (names: readonly string[]) =>
    Object.fromEntries(names.flatMap((name) => (get(name) === undefined ? [] : [[name, get(name)!]])));

  if (query.has('post_logout_redirect_uri')) {
    const missing = ['client_id', 'post_logout_redirect_uri'].find((name) => get(name) === undefined);
    if (missing) return { missing, kind: 'logout' };
    return {
      request: {
        kind: 'logout',
        params: { client_id: get('client_id')!, post_logout_redirect_uri: get('post_logout_redirect_uri')!, ...optional(['id_token_hint', 'state']) },
      },
    };
  }

  const missing = ['client_id', 'redirect_uri'].find((name) => get(name) === undefined);
  if (missing) return { missing, kind: 'authorize' };
  const scopes = (get('scope') ?? '').split(' ').filter(Boolean);
  return {
    request: {
      kind: 'authorize',
      params: {
        client_id: get('client_id')!,
        redirect_uri: get('redirect_uri')!,
        response_type: get('response_type') ?? DEFAULT_RESPONSE_TYPE,
        scopes: scopes.length > 0 ? [...new Set(scopes)] : DEFAULT_SCOPES,
        // code_challenge_method travels with code_challenge: the server checks it is S256 (RFC 7636).
        ...optional(['code_challenge', 'code_challenge_method', 'state', 'nonce', 'prompt']),
      },
    },
  };
}

/** Only http(s) addresses are followed: a javascript: or data: redirect must never run. */
export function isHttpUrl(candidate: string): boolean {
  try {
    const { protocol } = new URL(candidate);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
