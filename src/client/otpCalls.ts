/** SPEC §7 OTPs by email, text message and WhatsApp; undefined options are left for the server to default. */
import type { AuthClient, OTPLoginOrCreateOptions } from './types';
import type { CallContext } from './callContext';

type LoginOrCreateAnswer = { method_id: string; user_id: string };

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
