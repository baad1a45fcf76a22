/**
 * Social sign-in and Google One Tap on Better Auth. Better Auth runs the OAuth flow
 * (POST /sign-in/social, its state cookie, the provider's callback) and sets its session cookie
 * before sending the person back to the host's page. That page's redirect handler reads
 * `stytch_token_type=oauth` as on any backend; the token it carries is only a marker, since the
 * proof is the cookie, and `authenticate` asks get-session who signed in (or, for a person with a
 * second factor, finds twoFactor's challenge that came back instead). A failure comes back
 * through portico-server's /portico/oauth/return as SPEC §8's oauth_flow_callback_error.
 */
import { AuthClientError } from '../AuthClientError';
import type { AuthClient, OneTapClientResult } from '../types';
import type { SignedIn } from './productCalls';
import type { BetterAuthRequester } from './request';

/** The `token` a Better Auth redirect carries: not a secret, the session is in the cookie. */
export const BETTER_AUTH_COOKIE_TOKEN = 'better-auth-cookie';

type StartArgs = Parameters<AuthClient['oauth']['startUrl']>[1];

const pageUrl = () => globalThis.location.href.split('#')[0]!;

function backTo(url: string | undefined, params: Record<string, string>): string {
  const target = new URL(url ?? pageUrl(), globalThis.location.href);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.href;
}

export function createSocialCalls(request: BetterAuthRequester, baseURL: string, signedIn: SignedIn): AuthClient['oauth'] {
  const signedInBack = (url: string | undefined) => backTo(url, { stytch_token_type: 'oauth', token: BETTER_AUTH_COOKIE_TOKEN });

  async function startUrl(provider: string, args: StartArgs): Promise<string> {
    const errorPage = backTo(args.login_redirect_url, {});
    const answer = await request<{ url?: string }>('POST', '/sign-in/social', {
      body: {
        provider,
        callbackURL: signedInBack(args.login_redirect_url),
        newUserCallbackURL: signedInBack(args.signup_redirect_url ?? args.login_redirect_url),
        errorCallbackURL: `${baseURL}/portico/oauth/return?${new URLSearchParams({ to: errorPage })}`,
        disableRedirect: true,
        ...(args.custom_scopes?.length ? { scopes: args.custom_scopes } : {}),
        ...(args.provider_params?.login_hint ? { loginHint: args.provider_params.login_hint } : {}),
      },
      call: 'oauth',
    });
    if (!answer?.url) throw new AuthClientError({ status_code: 0, error_type: 'oauth_config_not_found', error_message: `Better Auth gave no address for ${provider}.` });
    return answer.url;
  }

  return {
    startUrl,
    async start(provider, args) {
      const url = await startUrl(provider, args);
      // The one place this client navigates: only to a web address.
      if (!/^https?:\/\//i.test(url)) throw new AuthClientError({ status_code: 0, error_type: 'oauth_url_refused', error_message: url });
      globalThis.location.assign(url);
    },
    async authenticate() {
      try {
        return await signedIn('oauth');
      } catch (error) {
        // No session: with a second factor, the way back brought twoFactor's challenge instead (portico()).
        const pending = await request('GET', '/portico/second-factor/options', { call: 'secondFactor' }).then(() => true, () => false);
        if (pending) return signedIn('oauth', { twoFactorRedirect: true });
        throw error;
      }
    },
    googleOneTap: {
      async createClient(): Promise<OneTapClientResult> {
        const answer = await request<Record<string, unknown>>('GET', '/portico/onetap/client', { call: 'oauth' });
        if (typeof answer.client_id === 'string' && typeof answer.script_url === 'string') return { ok: true, clientId: answer.client_id, scriptUrl: answer.script_url };
        return { ok: false, failReason: 'oauth_config_not_found' };
      },
      async authenticate({ id_token, login_redirect_url }) {
        // Better Auth's oneTap plugin verifies Google's credential and sets the session cookie.
        await request('POST', '/one-tap/callback', { body: { idToken: id_token }, call: 'oneTap' });
        return { redirect_url: signedInBack(login_redirect_url) };
      },
    },
  };
}
