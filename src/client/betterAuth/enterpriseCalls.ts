/**
 * Enterprise sign-in on Better Auth (docs/organizations.md "On Better Auth"): portico()'s discovery
 * route says whose provider a typed address goes to; @better-auth/sso's POST /sign-in/sso gives the
 * provider's address, and its callback (OIDC) or ACS (SAML) sets Better Auth's session cookie
 * before sending the person back. As for social sign-in, the page's redirect handler reads
 * `stytch_token_type=sso`, whose token is only a marker: get-session says who signed in.
 */
import { AuthClientError } from '../AuthClientError';
import type { SsoCalls, SsoDiscovery } from '../organizationTypes';
import type { SignedIn } from './productCalls';
import type { BetterAuthRequester } from './request';

function backTo(url: string | undefined, params: Record<string, string>): string {
  const target = new URL(url ?? globalThis.location.href.split('#')[0]!, globalThis.location.href);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.href;
}

/** `cookieToken`: socialCalls' marker, handed in so this chunk imports none of the other calls. */
export function createSsoCalls(request: BetterAuthRequester, baseURL: string, signedIn: SignedIn, cookieToken: string, navigate = (to: string) => globalThis.location.assign(to)): SsoCalls {
  const signedInBack = (url: string | undefined) => backTo(url, { stytch_token_type: 'sso', token: cookieToken });
  return {
    discover: (email) => request<SsoDiscovery>('POST', '/portico/sso/discover', { body: { email }, call: 'sso' }),
    async start(args) {
      // The sso plugin finds a provider by address, or by organization through its slug: ask for the slug by id.
      if (!args.email) throw new AuthClientError({ status_code: 0, error_type: 'unsupported_by_backend', error_message: 'On Better Auth, enterprise sign-in starts from a work address.' });
      const answer = await request<{ url?: string }>('POST', '/sign-in/sso', {
        body: {
          email: args.email,
          callbackURL: signedInBack(args.login_redirect_url),
          newUserCallbackURL: signedInBack(args.signup_redirect_url ?? args.login_redirect_url),
          errorCallbackURL: `${baseURL}/portico/sso/return?${new URLSearchParams({ to: backTo(args.login_redirect_url, {}) })}`,
          loginHint: args.email,
        },
        call: 'sso',
      });
      const url = answer?.url ?? '';
      // The one place these calls navigate: only to a web address.
      if (!/^https?:\/\//i.test(url)) throw new AuthClientError({ status_code: 0, error_type: 'oauth_url_refused', error_message: url });
      navigate(url);
    },
    authenticate: () => signedIn('sso'),
  };
}
