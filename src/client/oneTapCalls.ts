/** SPEC §7 One Tap client creation and sign-in; its code downloads with the protocol client's other lazy calls (the `clientCalls` chunk). */
import type { AuthClient, OneTapClientResult, OneTapFailReason } from './types';

const FAIL_REASONS: readonly OneTapFailReason[] = [
  'oauth_config_not_found',
  'no_signup_redirect_urls_set',
  'no_login_redirect_urls_set',
  'default_provider_not_allowed',
];
import type { CallContext } from './callContext';

export function createOneTapCalls(ctx: CallContext, pageOrigin: () => string): AuthClient['oauth']['googleOneTap'] {
  return {
    async createClient() {
      const origin = encodeURIComponent(pageOrigin());
      const answer = await ctx.request<Record<string, unknown>>('GET', `/v1/oauth/google/onetap/client?origin=${origin}`);
      return toOneTapClientResult(answer);
    },
    async authenticate(body) {
      // The redirect's token is bound to this browser like any social sign-in's.
      const answer = await ctx.request<{ redirect_url: string }>('POST', '/v1/oauth/google/onetap', { body: { ...body, code_challenge: await ctx.pkce.challenge() } });
      return { redirect_url: answer.redirect_url };
    },
  };
}

function toOneTapClientResult(answer: Record<string, unknown>): OneTapClientResult {
  if (typeof answer.client_id === 'string' && typeof answer.script_url === 'string') {
    return { ok: true, clientId: answer.client_id, scriptUrl: answer.script_url, ...(typeof answer.nonce === 'string' ? { nonce: answer.nonce } : {}) };
  }
  const failReason = answer.fail_reason;
  const renderReason = answer.render_reason;
  return {
    ok: false,
    ...(FAIL_REASONS.includes(failReason as OneTapFailReason) ? { failReason: failReason as OneTapFailReason } : {}),
    ...(renderReason === 'unregistered_origin' || renderReason === 'invalid_client' ? { renderReason } : {}),
  };
}
