/** The identity-provider calls of SPEC §4 "Identity provider": consent preflight, submit, logout. */
import type { AuthClient } from './types';
import type { CallContext } from './callContext';

export function createIDPCalls(ctx: CallContext): AuthClient['idp'] {
  return {
    // Authorize needs the signed-in user: the session says who is granting consent.
    authorizeStart: (params) =>
      ctx.request('POST', '/v1/oauth2/authorize/start', { body: params, withSession: true }),
    async authorizeSubmit(params) {
      const answer = await ctx.request<{ redirect_uri: string }>('POST', '/v1/oauth2/authorize', {
        body: params,
        withSession: true,
      });
      return { redirect_uri: answer.redirect_uri };
    },
    async logoutStart(params) {
      const answer = await ctx.request<{ consent_required: boolean; redirect_uri: string }>(
        'POST',
        '/v1/oauth2/logout/start',
        { body: params, withSession: true },
      );
      return { consent_required: answer.consent_required, redirect_uri: answer.redirect_uri };
    },
  };
}
