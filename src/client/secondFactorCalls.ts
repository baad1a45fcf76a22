/** Second factors over the protocol (docs/protocol.md); downloaded with the first of them. */
import { AuthClientError, type AuthClient, type SecondFactorCalls } from './types';
import type { CallContext } from './callContext';

export function createSecondFactorCalls(ctx: CallContext, intermediateToken: () => Promise<string | null>, webauthn: AuthClient['webauthn']): SecondFactorCalls {
  const token = async () => {
    const held = await intermediateToken();
    if (held) return held;
    // The cookie lives as long as the token (10 minutes): without it the sign-in has expired.
    throw new AuthClientError({ status_code: 401, error_type: 'intermediate_session_not_found', error_message: 'The sign-in has expired.' });
  };
  const withSession = { withSession: true } as const;
  return {
    choices: async () => ctx.request('POST', '/v1/second_factors/options', { body: { intermediate_session_token: await token() } }),
    send: async (delivery_method) =>
      ctx.request('POST', '/v1/second_factors/send', { body: { intermediate_session_token: await token(), delivery_method } }),
    async authenticate({ kind, code, method_id, session_duration_minutes }) {
      const intermediate_session_token = await token();
      if (kind === 'passkey') {
        const answer = await webauthn.authenticate({ is_passkey: true, session_duration_minutes, intermediate_session_token });
        if (!answer) throw new AuthClientError({ status_code: 0, error_type: 'unknown_error', error_message: 'The passkey answered nothing.' });
        return answer;
      }
      const body = { code, intermediate_session_token, session_duration_minutes };
      if (kind === 'totp') return ctx.authenticate('POST', '/v1/totps/authenticate', { body });
      if (kind === 'backup_code') return ctx.authenticate('POST', '/v1/backup_codes/authenticate', { body });
      return ctx.authenticate('POST', '/v1/otps/authenticate', { body: { ...body, method_id } });
    },
    list: () => ctx.request('GET', '/v1/second_factors', withSession),
    createTotp: () => ctx.request('POST', '/v1/totps', { ...withSession, body: {} }),
    confirmTotp: (code) => ctx.request('POST', '/v1/totps/confirm', { ...withSession, body: { code } }),
    async removeTotp(code) {
      await ctx.request('POST', '/v1/totps/delete', { ...withSession, body: { code } });
    },
    regenerateBackupCodes: () => ctx.request('POST', '/v1/backup_codes/regenerate', { ...withSession, body: {} }),
    sendPhoneCode: (phone_number) => ctx.request('POST', '/v1/phone_numbers/send', { ...withSession, body: { phone_number } }),
    async verifyPhone({ method_id, code }) {
      await ctx.request('POST', '/v1/phone_numbers/verify', { ...withSession, body: { method_id, code } });
    },
    async enableTextCodes() {
      // Nothing to do: phoneNumbers.verify made the number a second factor (docs/protocol.md).
    },
    async removePhone() {
      await ctx.request('POST', '/v1/phone_numbers/delete', { ...withSession, body: {} });
    },
    sendCurrentPhoneCode: () => ctx.request('POST', '/v1/phone_numbers/current/send', { ...withSession, body: {} }),
    async proveCurrentPhone({ method_id, code }) {
      await ctx.request('POST', '/v1/phone_numbers/current/verify', { ...withSession, body: { method_id, code } });
    },
  };
}
