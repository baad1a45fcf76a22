/**
 * The sign-in calls of SPEC §7 that need no browser ceremony: magic links, OTPs, user search,
 * passwords and crypto wallets. Options arrive in the widget's camelCase and leave in the
 * protocol's snake_case (docs/protocol.md); undefined options are left for the server to default.
 */
import type { AuthClient, OTPLoginOrCreateOptions } from './types';
import type { CallContext } from './callContext';

type LoginOrCreateAnswer = { method_id: string; user_id: string };

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
            },
          },
        );
        return { user_id: answer.user_id, user_created: answer.user_created };
      },
    },
    authenticate: (token, { session_duration_minutes }) =>
      ctx.authenticate('POST', '/v1/magic_links/authenticate', { body: { token, session_duration_minutes } }),
  };
}

export function createOTPCalls(ctx: CallContext): AuthClient['otps'] {
  const phone = (channel: 'sms' | 'whatsapp') => ({
    loginOrCreate: (phoneNumber: string, options: OTPLoginOrCreateOptions = {}) =>
      ctx.request<LoginOrCreateAnswer>('POST', `/v1/otps/${channel}/login_or_create`, {
        body: { phone_number: phoneNumber, expiration_minutes: options.expirationMinutes, locale: options.locale },
      }),
  });
  return {
    email: {
      loginOrCreate: (email, options = {}) =>
        ctx.request<LoginOrCreateAnswer>('POST', '/v1/otps/email/login_or_create', {
          body: {
            email,
            expiration_minutes: options.expirationMinutes,
            login_template_id: options.loginTemplateId,
            signup_template_id: options.signupTemplateId,
            locale: options.locale,
          },
        }),
    },
    sms: phone('sms'),
    whatsapp: phone('whatsapp'),
    authenticate: (code, methodId, { session_duration_minutes }) =>
      ctx.authenticate('POST', '/v1/otps/authenticate', { body: { method_id: methodId, code, session_duration_minutes } }),
  };
}

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
        },
      });
    },
    resetByEmail: (args) => ctx.authenticate('POST', '/v1/passwords/email/reset', { body: args }),
  };
}

export function createCryptoWalletCalls(ctx: CallContext): AuthClient['cryptoWallets'] {
  return {
    async authenticateStart(args) {
      const answer = await ctx.request<{ challenge: string }>('POST', '/v1/crypto_wallets/authenticate/start', { body: args });
      return { challenge: answer.challenge };
    },
    authenticate: (args) => ctx.authenticate('POST', '/v1/crypto_wallets/authenticate', { body: args }),
  };
}
