/**
 * Enterprise sign-in's look at a typed address (docs/organizations.md "Sign-in"): when its domain is
 * an organization's verified domain, Main offers 'Continue with {organization}', or goes straight to
 * its identity provider when the organization requires single sign-on.
 */
import type { FlowRuntime } from '../../../flows/runtime';

export interface OrganizationRoute {
  /** The organization's name, for the offer's 'Continue with {organization}'. */
  organization: string;
  /** No other way is allowed: the form goes there at once instead of offering it. */
  required: boolean;
  /** Goes to the organization's identity provider (a full-page navigation). */
  go(): Promise<void>;
}

/** Null: no organization has the address's domain (or the backend has no SSO), so it signs in as usual. */
export async function routeToOrganization(runtime: FlowRuntime, address: string): Promise<OrganizationRoute | null> {
  const { client, config } = runtime.args;
  const sso = client.sso;
  if (!sso) return null;
  const found = await sso.discover(address).catch(() => null); // an unknown domain signs in as usual
  if (!found) return null;
  const { loginRedirectURL, signupRedirectURL } = config.ssoOptions ?? {};
  return {
    organization: found.organization.name,
    required: found.sso_required,
    go: () =>
      sso.start({
        email: address,
        ...(loginRedirectURL ? { login_redirect_url: loginRedirectURL } : {}),
        ...(signupRedirectURL ? { signup_redirect_url: signupRedirectURL } : {}),
      }),
  };
}
