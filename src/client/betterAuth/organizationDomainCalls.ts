/**
 * An organization's domains on Better Auth: portico({ domains })'s routes (plugin/src/sso/domains.ts),
 * which keep them per organization, verify each by its DNS TXT record and write the verified ones
 * into the organization's sso providers. `served` tells `get` whether the server has them and the
 * SSO connection (organizationConnectionCalls.ts).
 */
import { AuthClientError } from '../AuthClientError';
import type { OrganizationCalls, OrganizationDomain } from '../organizationTypes';
import type { BetterAuthRequestOptions } from './request';

type Call = <T>(method: 'GET' | 'POST', path: string, options?: BetterAuthRequestOptions) => Promise<T>;

export function createDomainCalls(call: Call): Pick<OrganizationCalls, 'domains' | 'addDomain' | 'verifyDomain' | 'removeDomain'> & { served(organizationId: string): Promise<{ domains: boolean; sso: boolean }> } {
  const one = (path: string) => async (organizationId: string, domain: string) => call<{ domain: OrganizationDomain }>('POST', `/portico/organization/domains/${path}`, { body: { organizationId, domain } });
  const domains = (organizationId: string) => call<{ domains: OrganizationDomain[] }>('GET', '/portico/organization/domains', { query: { organizationId } });
  return {
    domains,
    addDomain: one('add'),
    verifyDomain: one('verify'),
    async removeDomain(organizationId, domain) {
      await one('remove')(organizationId, domain);
    },
    /**
     * What the server manages, asked of the connection's read: no such route, portico() runs
     * without `domains`; SSO_NOT_SERVED, without the sso plugin. A refusal of the person's role
     * still means served.
     */
    async served(organizationId) {
      try {
        await call('GET', '/portico/organization/connection', { query: { organizationId } });
        return { domains: true, sso: true };
      } catch (error) {
        const type = error instanceof AuthClientError ? error.error_type : '';
        return { domains: type !== 'route_not_found', sso: type !== 'route_not_found' && type !== 'sso_not_served' };
      }
    },
  };
}
