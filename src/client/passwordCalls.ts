/** SPEC §7 passwords and the user search that precedes them. */
import type { AuthClient } from './types';
import type { CallContext } from './callContext';

export function createUserSearchCalls(ctx: CallContext): AuthClient['users'] {
  return {
    async searchByEmail(email) {
      const answer = await ctx.request<{ user_type: 'new' | 'password' | 'passwordless' }>('POST', '/v1/users/search', {
        body: { email },
      });
      return { userType: answer.user_type };
    },
  };
}

export function createPasswordCalls(ctx: CallContext): AuthClient['passwords'] {
  return {
    strengthCheck: (args) => ctx.request('POST', '/v1/passwords/strength_check', { body: args }),
    create: (args) => ctx.authenticate('POST', '/v1/passwords', { body: args }),
    authenticate: (args) => ctx.authenticate('POST', '/v1/passwords/authenticate', { body: args }),
    async resetByEmailStart({ email, ...options }) {
      await ctx.request('POST', '/v1/passwords/email/reset/start', {
        body: {
          email,
          reset_password_redirect_url: options.resetPasswordRedirectURL,
          login_redirect_url: options.loginRedirectURL,
          reset_password_expiration_minutes: options.resetPasswordExpirationMinutes,
          login_expiration_minutes: options.loginExpirationMinutes,
          locale: options.locale,
          code_challenge: await ctx.pkce.challenge(),
        },
      });
    },
    async resetByEmail(args) {
      const answer = await ctx.authenticate('POST', '/v1/passwords/email/reset', { body: { ...args, code_verifier: await ctx.pkce.verifier() } });
      return answer;
    },
  };
}
