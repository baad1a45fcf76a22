/**
 * Enterprise sign-in over the protocol (docs/protocol.md "Enterprise sign-in"): start is a
 * full-page navigation to the organization's identity provider, as social sign-in's is.
 */
import type { AuthClientError } from './AuthClientError';
import type { CallContext } from './callContext';
import type { SsoCalls, SsoStartArgs } from './organizationTypes';
import type { ProductCallsOptions } from './productCalls';

// `Refusal` is the client's AuthClientError, handed in: this chunk imports none of the client's
// other chunks, so a host's bundler keeps those as they are for a Login without enterprise sign-in.
export function createSsoCalls(ctx: CallContext, options: ProductCallsOptions, Refusal: typeof AuthClientError): SsoCalls {
  return {
    discover: (email) => ctx.request('POST', '/v1/sso/discover', { body: { email } }),
    async start(startArgs) {
      const url = ssoStartUrl(options.baseUrl, options.publicToken, startArgs, await ctx.pkce.challenge());
      if (!/^https?:\/\//i.test(url)) throw new Refusal({ status_code: 0, error_type: 'oauth_url_refused', error_message: url });
      (options.navigate ?? ((to) => globalThis.location.assign(to)))(url);
    },
    async authenticate(token, { session_duration_minutes }) {
      return ctx.authenticate('POST', '/v1/sso/authenticate', { body: { token, session_duration_minutes, code_verifier: await ctx.pkce.verifier() } });
    },
  };
}

/** The browser navigates here, so the public token travels as a query parameter. */
export function ssoStartUrl(baseUrl: string, publicToken: string, args: SsoStartArgs, codeChallenge?: string): string {
  const query = new URLSearchParams({ public_token: publicToken });
  if (codeChallenge) query.set('code_challenge', codeChallenge);
  for (const key of ['email', 'organization_id', 'login_redirect_url', 'signup_redirect_url'] as const) {
    const value = args[key];
    if (value) query.set(key, value);
  }
  return `${baseUrl.replace(/\/+$/, '')}/v1/sso/start?${query.toString()}`;
}
