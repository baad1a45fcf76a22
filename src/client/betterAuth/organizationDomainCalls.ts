/**
 * An organization's domains on Better Auth: portico({ domains })'s routes (plugin/src/sso/domains.ts),
 * which keep them per organization, verify each by its DNS TXT record and write the verified ones
 * into the organization's sso providers. `served` tells `get` whether the server has them.
 */
import { AuthClientError } from '../AuthClientError';
import type { OrganizationCalls, OrganizationDomain } from '../organizationTypes';
import type { BetterAuthRequestOptions } from './request';

type Call = <T>(method: 'GET' | 'POST', path: string, options?: BetterAuthRequestOptions) => Promise<T>;

export function createDomainCalls(call: Call): Pick<OrganizationCalls, 'domains' | 'addDomain' | 'verifyDomain' | 'removeDomain'> & { served(organizationId: string): Promise<boolean> } {
  const one = (path: string) => async (organizationId: string, domain: string) => call<{ domain: OrganizationDomain }>('POST', `/portico/organization/domains/${path}`, { body: { organizationId, domain } });
  const domains = (organizationId: string) => call<{ domains: OrganizationDomain[] }>('GET', '/portico/organization/domains', { query: { organizationId } });
  return {
    domains,
    addDomain: one('add'),
    verifyDomain: one('verify'),
    async removeDomain(organizationId, domain) {
      await one('remove')(organizationId, domain);
    },
    /** No such route: the server runs portico() without `domains`. A refusal of the person's role still means served. */
    async served(organizationId) {
      try {
        await domains(organizationId);
        return true;
      } catch (error) {
        if (error instanceof AuthClientError && error.error_type === 'route_not_found') return false;
        return true;
      }
    },
  };
}
