/**
 * The checks an authorization request passes before any consent (both the preflight and the
 * submit run them): known client, exact redirect URI, code flow, PKCE S256, scopes.
 */
import { z } from 'zod';
import type { EmulatorContext, UserRecord } from '../context';
import type { ProjectConfig } from '../config';
import { ApiError } from '../core/errors';
import { evaluateScopes, grantableScopes, parseScopes, type ScopeResult } from './scopes';
import { grantedScopes } from './store';

/** RFC 6749 §3.1.2: a byte-for-byte match against a registered URI, no normalisation, no trailing-slash or query leniency. */
export function isRegisteredUri(uri: string, registered: readonly string[]): boolean {
  return registered.some((r) => r === uri);
}

export type IdpClient = ProjectConfig['idp_clients'][number];

/** SPEC §9: openid, email and profile when the request names none. */
const DEFAULT_SCOPES = ['openid', 'email', 'profile'];
/** First-party clients are trusted with the standard identity scopes without asking. */
const FIRST_PARTY_SCOPES = ['openid', 'profile', 'email', 'phone'];

export const authorizeParams = z.object({
  client_id: z.string().min(1).max(256),
  redirect_uri: z.string().min(1).max(2048),
  response_type: z.string().max(64).default('code'),
  scopes: z.array(z.string().min(1).max(256)).max(100).optional(),
  /** An OAuth-style space-separated alternative to `scopes`. */
  scope: z.string().max(8192).optional(),
  state: z.string().max(2048).optional(),
  nonce: z.string().max(2048).optional(),
  // S256 of a 43-128 character verifier is always 43 base64url characters.
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url SHA-256 (43 characters)').optional(),
  code_challenge_method: z.literal('S256', { message: 'only S256 is supported' }).optional(),
  prompt: z.string().max(256).optional(),
});
export type AuthorizeParams = z.output<typeof authorizeParams>;

export function findClient(ctx: EmulatorContext, clientId: string): IdpClient {
  const client = ctx.config.idp_clients.find((c) => c.client_id === clientId);
  if (!client) throw new ApiError(404, 'oauth2_client_not_found');
  return client;
}

export function promptValues(prompt: string | undefined): Set<string> {
  return new Set((prompt ?? '').split(' ').filter(Boolean));
}

export interface PreparedRequest {
  client: IdpClient;
  scopeResults: ScopeResult[];
  /** Requested scopes the user may grant; the only ones a code can ever carry. */
  grantable: string[];
  consentRequired: boolean;
}

export function prepareAuthorization(ctx: EmulatorContext, user: UserRecord, params: AuthorizeParams): PreparedRequest {
  const client = findClient(ctx, params.client_id);
  if (!isRegisteredUri(params.redirect_uri, client.redirect_uris)) throw new ApiError(400, 'invalid_redirect_uri');
  if (params.response_type !== 'code') throw new ApiError(400, 'unsupported_response_type');
  if (params.code_challenge_method && !params.code_challenge) {
    throw new ApiError(400, 'invalid_request', 'code_challenge_method was sent without code_challenge.');
  }
  if (params.code_challenge && params.code_challenge_method !== 'S256') {
    throw new ApiError(400, 'invalid_request', 'code_challenge_method must be S256 (plain is not supported).');
  }
  // A public client has no secret, so PKCE is what binds the code to the app that asked for it.
  if (client.public && !params.code_challenge) {
    throw new ApiError(400, 'invalid_request', 'This client is public: send code_challenge with code_challenge_method S256.');
  }
  const requested = parseScopes(params.scopes ?? params.scope, DEFAULT_SCOPES);
  const roleScopes = new Set(ctx.config.rbac_policy.roles.flatMap((r) => r.scopes));
  const scopeResults = evaluateScopes(requested, {
    clientScopes: client.allowed_scopes,
    roleScopes,
    policyScopes: ctx.config.rbac_policy.scopes,
  });
  const grantable = grantableScopes(scopeResults);
  const already = grantedScopes(ctx, user.user_id, client.client_id);
  if (client.first_party) FIRST_PARTY_SCOPES.forEach((s) => already.add(s));
  const consentRequired = promptValues(params.prompt).has('consent') || grantable.some((s) => !already.has(s));
  return { client, scopeResults, grantable, consentRequired };
}

export function publicClient(client: IdpClient) {
  return {
    client_id: client.client_id,
    client_name: client.client_name,
    client_description: client.client_description,
    logo_url: client.logo_url,
  };
}
