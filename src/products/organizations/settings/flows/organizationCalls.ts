/** The organization calls of the widget's client: the settings' one way to its backend. */
import type { OrganizationCalls } from '../../../../client/organizationTypes';
import type { AuthClient } from '../../../../client/types';

export function organizationCalls(client: AuthClient): OrganizationCalls {
  const calls = client.organizations;
  if (!calls) throw new Error('Portico: this client has no organization calls: use createHttpClient, or give your client `organizations` (docs/organizations.md).');
  return calls;
}
