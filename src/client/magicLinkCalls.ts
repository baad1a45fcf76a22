/** SPEC §7 magic links: options leave in the protocol's snake_case (docs/protocol.md). */
import type { AuthClient } from './types';
import type { CallContext } from './callContext';

export function createMagicLinkCalls(ctx: CallContext): AuthClient['magicLinks'] {
  return {
    email: {
      async loginOrCreate(email, options = {}) {
        const answer = await ctx.request<{ user_id: string; user_created: boolean }>(
          'POST',
          '/v1/magic_links/email/login_or_create',
          {
            body: {
              email,
              login_magic_link_url: options.loginRedirectURL,
              signup_magic_link_url: options.signupRedirectURL,
              login_expiration_minutes: options.loginExpirationMinutes,
              signup_expiration_minutes: options.signupExpirationMinutes,
              create_user_as_pending: options.createUserAsPending,
              code_challenge: await ctx.pkce.challenge(),
            },
          },
        );
        return { user_id: answer.user_id, user_created: answer.user_created };
      },
    },
    async authenticate(token, { session_duration_minutes }) {
      const answer = await ctx.authenticate('POST', '/v1/magic_links/authenticate', { body: { token, session_duration_minutes, code_verifier: await ctx.pkce.verifier() } });
      return answer;
    },
  };
}
