/**
 * An organization's SSO connection on Better Auth: its @better-auth/sso provider, read through
 * portico({ domains })'s GET /portico/organization/connection (the sso plugin masks the client id)
 * and written with the sso plugin's own routes. The provider routes by the organization's verified
 * domains, which portico() writes into its `domain` whatever the request names (the placeholder
 * sent here is replaced). OIDC only: SAML metadata answers unsupported_by_backend.
 */
import { AuthClientError } from '../AuthClientError';
import type { OrganizationCalls, SsoConnection } from '../organizationTypes';
import type { BetterAuthRequestOptions } from './request';

type Call = <T>(method: 'GET' | 'POST', path: string, options?: BetterAuthRequestOptions) => Promise<T>;

const SCOPES = ['openid', 'email', 'profile'];

export function createConnectionCalls(call: Call): Pick<OrganizationCalls, 'connection' | 'saveConnection' | 'deleteConnection'> {
  const connection = (organizationId: string) => call<{ connection: SsoConnection | null }>('GET', '/portico/organization/connection', { query: { organizationId } });
  const register = (organizationId: string, issuer: string, oidcConfig: Record<string, unknown>) =>
    call('POST', '/sso/register', { body: { providerId: `portico-${organizationId}`, issuer, domain: `${organizationId}.portico.invalid`, organizationId, oidcConfig: { ...oidcConfig, scopes: SCOPES } } });
  return {
    connection,
    async saveConnection(organizationId, input) {
      if (input.type !== 'oidc') {
        throw new AuthClientError({ status_code: 0, error_type: 'unsupported_by_backend', error_message: 'A SAML connection is registered with the sso plugin’s /sso/register on Better Auth; this client saves OIDC connections only (docs/organizations.md "On Better Auth").' });
      }
      const { connection: existing } = await connection(organizationId);
      const secret = input.client_secret ? { clientSecret: input.client_secret } : {};
      if (existing?.type === 'oidc' && existing.oidc?.issuer === input.issuer) {
        // Same provider: the client id and, when typed, the secret (the server keeps the old one otherwise).
        await call('POST', '/sso/update-provider', { body: { providerId: existing.connection_id, oidcConfig: { clientId: input.client_id, ...secret } } });
      } else {
        // Another provider: its discovery runs again on registering, which needs its secret.
        if (!input.client_secret) throw new AuthClientError({ status_code: 400, error_type: 'invalid_request', error_message: 'Enter the client secret of the new identity provider.' });
        if (existing) await call('POST', '/sso/delete-provider', { body: { providerId: existing.connection_id } });
        await register(organizationId, input.issuer, { clientId: input.client_id, ...secret });
      }
      const saved = (await connection(organizationId)).connection;
      if (!saved) throw new AuthClientError({ status_code: 500, error_type: 'unknown_error', error_message: 'The connection was not kept.' });
      return { connection: saved };
    },
    async deleteConnection(organizationId) {
      const { connection: existing } = await connection(organizationId);
      if (!existing) return;
      await call('POST', '/sso/delete-provider', { body: { providerId: existing.connection_id } });
      // As on the emulator: with no connection, nobody can be required to use one.
      const organization = await call<{ ssoRequired?: boolean | null }>('GET', '/organization/get-full-organization', { query: { organizationId } });
      if (organization.ssoRequired) await call('POST', '/organization/update', { body: { organizationId, data: { ssoRequired: false } } });
    },
  };
}
