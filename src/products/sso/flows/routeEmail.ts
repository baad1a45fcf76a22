/**
 * Enterprise sign-in's look at a typed address (docs/organizations.md "Sign-in"): when its domain is
 * an organization's verified domain, Main offers 'Continue with {organization}', or goes straight to
 * its identity provider when the organization requires single sign-on.
 */
import type { EmailRoute } from '../../../flows/products';
import type { FlowRuntime } from '../../../flows/runtime';

export async function routeToOrganization(runtime: FlowRuntime, address: string): Promise<EmailRoute | null> {
  const { client, config } = runtime.args;
  if (!client.sso) return null;
  const found = await client.sso.discover(address).catch(() => null); // an unknown domain signs in as usual
  if (!found) return null;
  const { loginRedirectURL, signupRedirectURL } = config.ssoOptions;
  return {
    label: { id: 'sso.continueWith', values: { organization: found.organization.name } },
    required: found.sso_required,
    go: () =>
      client.sso!.start({
        email: address,
        ...(loginRedirectURL ? { login_redirect_url: loginRedirectURL } : {}),
        ...(signupRedirectURL ? { signup_redirect_url: signupRedirectURL } : {}),
      }),
  };
}
