/** What the add form accepts before any call (docs/organizations.md "Domains"): a host name, as the server's rule. */
import type { ErrorDescriptor } from '../../../../../flows/state';

// At least two labels, letters, digits and inner hyphens, a last label starting with a letter; no scheme, port, path or trailing dot.
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** The domain as the server stores it, or why it is not one. */
export function readDomain(typed: string, listed: readonly string[]): { domain: string } | { error: ErrorDescriptor } {
  const domain = typed.trim().toLowerCase();
  if (!domain) return { error: { id: 'organizations.domains.required' } };
  if (!DOMAIN.test(domain)) return { error: { id: 'organizations.domains.invalid' } };
  if (listed.includes(domain)) return { error: { id: 'organizations.domains.duplicate' } };
  return { domain };
}
