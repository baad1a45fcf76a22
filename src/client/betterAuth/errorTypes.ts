/**
 * Better Auth's error codes as the spec's error_types (SPEC §8), so every message the widget shows
 * comes from its one catalogue. docs/better-auth.md prints this table; tests/unit/betterAuthErrors
 * has a test per row. `call` narrows a row to one kind of call (a token is a magic link's or a reset's).
 */
export type BetterAuthCall = 'magicLink' | 'otp' | 'password' | 'reset' | 'session' | 'passkey' | 'wallet' | 'idp' | 'oauth' | 'oneTap' | 'secondFactor' | 'other';

export interface ErrorTypeRow {
  /** Better Auth's `code` (portico-server's for BREACHED_PASSWORD, WEAK_PASSWORD, ACCOUNT_LOCKED, …). */
  code: string;
  call?: BetterAuthCall;
  error_type: string;
}

export const BETTER_AUTH_ERROR_TYPES: readonly ErrorTypeRow[] = [
  { code: 'INVALID_EMAIL_OR_PASSWORD', error_type: 'unauthorized_credentials' },
  { code: 'INVALID_PASSWORD', error_type: 'unauthorized_credentials' },
  { code: 'CREDENTIAL_ACCOUNT_NOT_FOUND', error_type: 'no_user_password' },
  { code: 'BREACHED_PASSWORD', error_type: 'breached_password' },
  // Better Auth's own haveIBeenPwned plugin (online), if a host runs it.
  { code: 'PASSWORD_COMPROMISED', error_type: 'breached_password' },
  { code: 'WEAK_PASSWORD', error_type: 'weak_password' },
  { code: 'PASSWORD_TOO_SHORT', error_type: 'weak_password' },
  { code: 'PASSWORD_TOO_LONG', error_type: 'weak_password' },
  { code: 'ACCOUNT_LOCKED', error_type: 'user_lock_limit_reached' },
  { code: 'TOO_MANY_ATTEMPTS', error_type: 'user_lock_limit_reached' },
  { code: 'USER_ALREADY_EXISTS', error_type: 'duplicate_email' },
  { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', error_type: 'duplicate_email' },
  { code: 'INVALID_TOKEN', call: 'magicLink', error_type: 'unable_to_auth_magic_link' },
  { code: 'INVALID_TOKEN', call: 'reset', error_type: 'unable_to_auth_magic_link' },
  { code: 'TOKEN_EXPIRED', error_type: 'unable_to_auth_magic_link' },
  { code: 'INVALID_OTP', error_type: 'otp_code_not_found' },
  { code: 'OTP_EXPIRED', error_type: 'otp_code_not_found' },
  { code: 'OTP_NOT_FOUND', error_type: 'otp_code_not_found' },
  { code: 'INVALID_EMAIL', error_type: 'invalid_email' },
  { code: 'INVALID_PHONE_NUMBER', error_type: 'invalid_phone_number' },
  { code: 'USER_NOT_FOUND', error_type: 'email_not_found' },
  { code: 'SESSION_EXPIRED', error_type: 'session_not_found' },
  { code: 'FAILED_TO_GET_SESSION', error_type: 'session_not_found' },
  { code: 'UNAUTHORIZED', call: 'session', error_type: 'user_unauthenticated' },
  { code: 'UNAUTHORIZED', call: 'passkey', error_type: 'user_unauthenticated' },
  { code: 'PASSKEY_NOT_FOUND', error_type: 'webauthn_registration_not_found' },
  { code: 'PREVIOUSLY_REGISTERED', error_type: 'duplicate_webauthn_registration' },
  { code: 'VALIDATION_ERROR', error_type: 'invalid_request' },
  { code: 'TOO_MANY_REQUESTS', error_type: 'user_lock_limit_reached' },
  { code: 'USER_SEARCH_DISABLED', error_type: 'unauthorized_action' },
  { code: 'CHANNEL_NOT_ENABLED', error_type: 'unauthorized_action' },
  // Sign-in with Ethereum (Better Auth's siwe plugin). The spec names no error for a refused
  // wallet signature; these are the error_type the emulator answers for the same refusals (a
  // challenge used, expired or naming another site, a signature that does not match), so a host
  // hears the same on both backends, and the widget shows CryptoError.
  { code: 'UNAUTHORIZED_INVALID_OR_EXPIRED_NONCE', error_type: 'invalid_signature' },
  { code: 'UNAUTHORIZED_SIWE_MESSAGE_EXPIRED', error_type: 'invalid_signature' },
  { code: 'UNAUTHORIZED_SIWE_MESSAGE_NOT_YET_VALID', error_type: 'invalid_signature' },
  { code: 'UNAUTHORIZED_SIWE_MESSAGE_MISMATCH', error_type: 'invalid_signature' },
  { code: 'UNAUTHORIZED', call: 'wallet', error_type: 'invalid_signature' },
  // Social sign-in and One Tap (socialCalls.ts).
  { code: 'PROVIDER_NOT_FOUND', error_type: 'oauth_provider_not_found' },
  // Issue 27: the twoFactor plugin. An expired or spent challenge sends the person back to Main.
  { code: 'INVALID_CODE', error_type: 'otp_code_not_found' },
  { code: 'INVALID_BACKUP_CODE', error_type: 'otp_code_not_found' },
  { code: 'OTP_HAS_EXPIRED', error_type: 'otp_code_not_found' },
  { code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', error_type: 'user_lock_limit_reached' },
  { code: 'ACCOUNT_TEMPORARILY_LOCKED', error_type: 'user_lock_limit_reached' },
  { code: 'INVALID_TWO_FACTOR_COOKIE', error_type: 'intermediate_session_not_found' },
  { code: 'UNAUTHORIZED', call: 'secondFactor', error_type: 'intermediate_session_not_found' },
  { code: 'TOTP_NOT_ENABLED', error_type: 'totp_not_found' },
  { code: 'TOTP_ALREADY_ENABLED', error_type: 'invalid_request' },
  // The phoneNumber plugin adding a number to a signed-in account (verify with updatePhoneNumber).
  { code: 'PHONE_NUMBER_EXIST', error_type: 'duplicate_member_phone_number' },
];

/** The error_type for a Better Auth answer; `code` may be absent (a bare 401 or 429). */
export function errorTypeFor(code: string | undefined, status: number, call: BetterAuthCall): string {
  const effective = code ?? (status === 401 ? 'UNAUTHORIZED' : status === 429 ? 'TOO_MANY_REQUESTS' : undefined);
  if (effective) {
    const row =
      BETTER_AUTH_ERROR_TYPES.find((entry) => entry.code === effective && entry.call === call) ??
      BETTER_AUTH_ERROR_TYPES.find((entry) => entry.code === effective && entry.call === undefined);
    if (row) return row.error_type;
  }
  // A failed magic-link verify that reached no known code (say, the server has no portico() error page).
  if (call === 'magicLink' && status >= 400 && status < 500) return 'unable_to_auth_magic_link';
  // Better Auth's oneTap refuses a credential with a bare 400 ("invalid id token"), no code.
  if (call === 'oneTap' && status >= 400 && status < 500) return 'invalid_id_token';
  return code ? code.toLowerCase() : 'unknown_error';
}
