/** Relying parties registered for the identity-provider tests, and the widget's two calls. */
import type { Harness } from './harness';

export const PUBLIC_RP = {
  client_id: 'rp-public',
  client_name: 'Public RP',
  logo_url: 'http://localhost/logo.svg',
  redirect_uris: ['http://localhost/callback', 'http://127.0.0.1:4000/cb?tenant=1'],
  post_logout_redirect_uris: ['http://localhost/logged-out'],
  allowed_scopes: ['openid', 'email', 'profile', 'phone', 'offline_access', 'read:documents', 'admin:billing', 'full_access'],
  public: true,
};

export const SERVER_RP = {
  client_id: 'rp-server',
  client_name: 'Server RP',
  redirect_uris: ['http://localhost:5000/cb'],
  allowed_scopes: ['openid', 'email', 'offline_access'],
  public: false,
  client_secret: 'server-rp-secret-0123456789abcdef',
};

export const FIRST_PARTY_RP = {
  client_id: 'rp-first',
  client_name: 'First Party',
  redirect_uris: ['http://localhost/first'],
  allowed_scopes: ['openid', 'email', 'profile'],
  public: true,
  first_party: true,
};

export const IDP_CONFIG = { idp_clients: [PUBLIC_RP, SERVER_RP, FIRST_PARTY_RP] };

export interface AuthorizeBody {
  client_id: string;
  redirect_uri: string;
  response_type?: string;
  scopes?: string[];
  state?: string;
  nonce?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  prompt?: string;
}

/** A valid S256 challenge (of the verifier 'a' × 43), for requests that never redeem the code. */
export const SOME_CHALLENGE = 'ZtNPunH49FD35FWYhT5Tv8I7vRKQJ8uxMaL0_9eHjNA';
export const SOME_VERIFIER = 'a'.repeat(43);

/** What the IdP widget does on Allow / Deny: preflight, then submit. */
export async function consent(h: Harness, bearer: string, body: AuthorizeBody, granted: boolean) {
  const start = await h.call('POST', '/v1/oauth2/authorize/start', body, { bearer });
  const submit = await h.call('POST', '/v1/oauth2/authorize', { ...body, consent_granted: granted }, { bearer });
  return { start, submit, redirect: submit.body.redirect_uri ? new URL(submit.body.redirect_uri as string) : null };
}
