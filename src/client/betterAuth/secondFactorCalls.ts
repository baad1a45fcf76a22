/**
 * Second factors over Better Auth's twoFactor plugin (its challenge is the plugin's
 * HttpOnly `two_factor` cookie, so the widget holds no intermediate token) and portico()'s two
 * reads (/portico/second-factor/options, /portico/second-factor). Downloaded with the first call.
 */
import { AuthClientError } from '../AuthClientError';
import type { AuthResponse, SecondFactorCalls, SecondFactorChoices, SecondFactorKind } from '../types';
import type { BetterAuthRequester } from './request';

/** No passkey: Better Auth's passkey plugin signs in on its own and is no twoFactor method (portico() never offers it). */
const VERIFY_PATH: Partial<Record<SecondFactorKind, string>> = {
  totp: '/two-factor/verify-totp',
  backup_code: '/two-factor/verify-backup-code',
  sms: '/two-factor/verify-otp',
  email: '/two-factor/verify-otp',
};

/** The base32 key inside an otpauth:// URI, shown for manual entry. */
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

export function createSecondFactorCalls(
  request: BetterAuthRequester,
  signedIn: (factor: string) => Promise<AuthResponse>,
  /** Reads the session again: the plugin replaces the session cookie when a factor is turned on or off. */
  refresh: () => Promise<unknown>,
): SecondFactorCalls {
  // Better Auth answers the backup codes when the app is added, before it is confirmed; the person
  // sees them once the app's first code is accepted, as on the emulator.
  let pendingCodes: string[] = [];
  const call = 'secondFactor' as const;
  return {
    choices: () => request<SecondFactorChoices>('GET', '/portico/second-factor/options', { call }),
    async send(deliveryMethod) {
      // The host's sendOTP picks the channel; portico()'s options said which one it is.
      await request('POST', '/two-factor/send-otp', { body: {}, call: 'secondFactorSend' });
      return { method_id: `two-factor:${deliveryMethod}` };
    },
    async authenticate({ kind, code }) {
      const path = VERIFY_PATH[kind];
      if (!path) throw new AuthClientError({ status_code: 0, error_type: 'unsupported_by_backend', error_message: `A ${kind} second factor is not served by Better Auth's twoFactor plugin.` });
      await request('POST', path, { body: { code }, call });
      return signedIn(kind);
    },
    async list() {
      const answer = await request<{ totp: boolean; backup_codes_left: number; phone_number: string | null; sms: boolean }>('GET', '/portico/second-factor', {
        call: 'session',
      });
      return { ...answer, asks_password: true };
    },
    async createTotp(password) {
      const answer = await request<{ totpURI: string; backupCodes: string[] }>('POST', '/two-factor/enable', {
        body: { password: password ?? '', method: 'totp' },
        call,
      });
      pendingCodes = answer.backupCodes;
      return { secret: secretOf(answer.totpURI), otpauth_url: answer.totpURI };
    },
    async confirmTotp(code) {
      await request('POST', '/two-factor/verify-totp', { body: { code }, call });
      await refresh();
      const backup_codes = pendingCodes;
      pendingCodes = [];
      return { backup_codes };
    },
    async removeTotp(proof) {
      await request('POST', '/two-factor/disable', { body: { password: proof }, call });
      await refresh();
    },
    // The phoneNumber plugin's calls for a signed-in session: send-otp, then verify with updatePhoneNumber.
    async sendPhoneCode(phoneNumber) {
      await request('POST', '/phone-number/send-otp', { body: { phoneNumber }, call: 'otpSend' });
      return { method_id: `phone-number:${phoneNumber}` };
    },
    async verifyPhone({ phone_number, code }) {
      await request('POST', '/phone-number/verify', { body: { phoneNumber: phone_number, code, updatePhoneNumber: true, disableSession: true }, call: 'session' });
      await refresh();
    },
    async enableTextCodes(password) {
      // twoFactor's `otp` method: the host's sendOTP texts a verified number (server/dev/devAuth.ts).
      await request('POST', '/two-factor/enable', { body: { password, method: 'otp' }, call });
      await refresh();
    },
    async removePhone() {
      // The plugin refuses a new number through /update-user but lets null through (and unverifies).
      await request('POST', '/update-user', { body: { phoneNumber: null }, call: 'session' });
      await refresh();
    },
    // portico()'s guard of the two calls above (server/src/phoneNumberProof.ts).
    sendCurrentPhoneCode: () => request('POST', '/portico/phone-number/current/send', { body: {}, call: 'otpSend' }),
    async proveCurrentPhone({ code }) {
      await request('POST', '/portico/phone-number/current/verify', { body: { code }, call: 'session' });
    },
    async regenerateBackupCodes(password) {
      const answer = await request<{ backupCodes: string[] }>('POST', '/two-factor/generate-backup-codes', { body: { password: password ?? '' }, call });
      return { backup_codes: answer.backupCodes };
    },
  };
}
