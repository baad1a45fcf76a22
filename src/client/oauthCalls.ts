/**
 * Social sign-in (SPEC §7 oauth.*): start is a full-page navigation to the provider (emulated
 * locally), authenticate trades the token the provider's redirect brings back for a session.
 */
import type { AuthClient } from './types';
import type { CallContext } from './callContext';
import { AuthClientError } from './AuthClientError';
import { createOneTapCalls } from './oneTapCalls';

type StartArgs = Parameters<AuthClient['oauth']['startUrl']>[1];

export function createOAuthCalls(args: {
  ctx: CallContext;
  baseUrl: string;
  publicToken: string;
  navigate: (url: string) => void;
  pageOrigin: () => string;
}): AuthClient['oauth'] {
  const { ctx } = args;
  const startUrl = async (provider: string, startArgs: StartArgs) =>
    oauthStartUrl(args.baseUrl, args.publicToken, provider, startArgs, await ctx.pkce.challenge());
  return {
    startUrl,
    async start(provider, startArgs) {
      const url = await startUrl(provider, startArgs);
      // The one place the client navigates, so the one place that refuses a javascript:,
      // data: or other non-web URL (a baseUrl gone wrong), whoever calls start.
      if (!/^https?:\/\//i.test(url)) throw new AuthClientError({ status_code: 0, error_type: 'oauth_url_refused', error_message: url });
      args.navigate(url);
    },
    async authenticate(token, { session_duration_minutes }) {
      const answer = await ctx.authenticate('POST', '/v1/oauth/authenticate', { body: { token, session_duration_minutes, code_verifier: await ctx.pkce.verifier() } });
      return answer;
    },
    // One Tap's calls download in the chunk these come in (the client's lazy calls): a dynamic import only added code.
    googleOneTap: createOneTapCalls(ctx, args.pageOrigin),
  };
}

/** The browser navigates here, so the public token travels as a query parameter, not a header. */
export function oauthStartUrl(baseUrl: string, publicToken: string, provider: string, args: StartArgs, codeChallenge?: string): string {
  const query = new URLSearchParams({ public_token: publicToken });
  // The token the provider's redirect brings back needs this browser's verifier.
  if (codeChallenge) query.set('code_challenge', codeChallenge);
  if (args.login_redirect_url) query.set('login_redirect_url', args.login_redirect_url);
  if (args.signup_redirect_url) query.set('signup_redirect_url', args.signup_redirect_url);
  // Scopes are space-separated, as in an OAuth scope parameter.
  if (args.custom_scopes?.length) query.set('custom_scopes', args.custom_scopes.join(' '));
  for (const [name, value] of Object.entries(args.provider_params ?? {})) query.set(`provider_params[${name}]`, value);
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return `${base}/v1/oauth/${encodeURIComponent(provider)}/start?${query.toString()}`;
}

