/**
 * Better Auth's error codes as the spec's error_types (SPEC §8), so every message the widget shows
 * comes from its one catalogue. docs/better-auth.md prints this table; tests/unit/betterAuthErrors
 * has a test per row. `call` narrows a row to one kind of call (a token is a magic link's or a reset's).
 */
import { AuthClientError } from '../AuthClientError';

export type BetterAuthCall = 'magicLink' | 'otp' | 'otpSend' | 'secondFactorSend' | 'password' | 'reset' | 'session' | 'passkey' | 'wallet' | 'idp' | 'oauth' | 'oneTap' | 'secondFactor' | 'account' | 'sso' | 'organization' | 'other';

export interface ErrorTypeRow {
  /** Better Auth's `code` (portico-server's for BREACHED_PASSWORD, WEAK_PASSWORD, ACCOUNT_LOCKED, …). */
  code: string;
  call?: BetterAuthCall;
  error_type: string;
}

/** Codes only organizations' calls meet: their words come with the screens that make those calls. */
const organizationCalls = (...codes: string[]) => codes.map((code) => [code, 'organization'] as const);

/**
 * Each error_type and the Better Auth codes that mean it; `[code, call]` only on that kind of call.
 * The table docs and tests read is BETTER_AUTH_ERROR_TYPES below, one row per code.
 */
const CODES: Record<string, ReadonlyArray<string | readonly [string, BetterAuthCall]>> = {
  unauthorized_credentials: ['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD', 'INVALID_PHONE_NUMBER_OR_PASSWORD'],
  no_user_password: ['CREDENTIAL_ACCOUNT_NOT_FOUND'],
  // PASSWORD_COMPROMISED: Better Auth's own haveIBeenPwned plugin (online), if a host runs it.
  breached_password: ['BREACHED_PASSWORD', 'PASSWORD_COMPROMISED'],
  weak_password: ['WEAK_PASSWORD', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG'],
  // The last two are the twoFactor plugin's.
  // A code sent too often (Better Auth's rate limiter answers a bare 429): the emulator's words for a
  // send throttle; TOO_MANY_MESSAGES is portico-better-auth's delivery budgets (per address, number,
  // prefix, country, in all): SPEC's "too many codes".
  too_many_requests: [['TOO_MANY_REQUESTS', 'otpSend'], ['TOO_MANY_REQUESTS', 'secondFactorSend'], 'TOO_MANY_MESSAGES'],
  user_lock_limit_reached: ['ACCOUNT_LOCKED', 'TOO_MANY_ATTEMPTS', 'TOO_MANY_REQUESTS', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'ACCOUNT_TEMPORARILY_LOCKED'],
  duplicate_email: ['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'],
  unable_to_auth_magic_link: [['INVALID_TOKEN', 'magicLink'], ['INVALID_TOKEN', 'reset'], 'TOKEN_EXPIRED'],
  // INVALID_CODE and after: the twoFactor plugin's. An expired or spent challenge sends the person back to Main.
  otp_code_not_found: ['INVALID_OTP', 'OTP_EXPIRED', 'OTP_NOT_FOUND', 'INVALID_CODE', 'INVALID_BACKUP_CODE', 'OTP_HAS_EXPIRED'],
  invalid_email: ['INVALID_EMAIL'],
  invalid_phone_number: ['INVALID_PHONE_NUMBER'],
  email_not_found: ['USER_NOT_FOUND'],
  session_not_found: ['SESSION_EXPIRED', 'FAILED_TO_GET_SESSION'],
  // SESSION_REQUIRED: the passkey plugin's.
  user_unauthenticated: [['UNAUTHORIZED', 'session'], ['UNAUTHORIZED', 'passkey'], ['UNAUTHORIZED', 'otpSend'], ['UNAUTHORIZED', 'account'], 'SESSION_REQUIRED'],
  // The account center (docs/account.md): a change that needs a recent sign-in (Better Auth's freshAge;
  // /delete-user says SESSION_EXPIRED for it), the last way in, and a provider account linked elsewhere.
  session_not_fresh: ['SESSION_NOT_FRESH', ['SESSION_EXPIRED', 'account']],
  last_sign_in_method: ['FAILED_TO_UNLINK_LAST_ACCOUNT'],
  provider_already_linked: ['SOCIAL_ACCOUNT_ALREADY_LINKED', 'LINKING_DIFFERENT_EMAILS_NOT_ALLOWED'],
  webauthn_registration_not_found: ['PASSKEY_NOT_FOUND'],
  duplicate_webauthn_registration: ['PREVIOUSLY_REGISTERED'],
  // SAME_AUTHENTICATOR: a code to the inbox or phone that began the sign-in, as the second step (the
  // emulator's invalid_request for it); the widget never offers that way, so a person does not meet it.
  invalid_request: [
    'VALIDATION_ERROR',
    'SAME_AUTHENTICATOR',
    // An organization's own roles (dynamic access control): the emulator's refusals of the same.
    ...organizationCalls('ROLE_NAME_IS_ALREADY_TAKEN', 'ROLE_IS_ASSIGNED_TO_MEMBERS', 'CANNOT_DELETE_A_PRE_DEFINED_ROLE', 'TOO_MANY_ROLES', 'INVALID_RESOURCE'),
  ],
  totp_already_enabled: ['TOTP_ALREADY_ENABLED'],
  unauthorized_action: [
    'USER_SEARCH_DISABLED',
    'CHANNEL_NOT_ENABLED',
    // The organization plugin's refusals of a member's role (docs/organizations.md "On Better Auth").
    ...organizationCalls(
      'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION',
      'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION',
      'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
      'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
      'DOMAINS_NOT_ALLOWED',
      'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
      'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION',
      'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
      'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
      'YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION',
      'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE',
      'YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE',
      'YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE',
      'YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE',
    ),
  ],
  // Sign-in with Ethereum (Better Auth's siwe plugin). The spec names no error for a refused
  // wallet signature; this is the error_type the emulator answers for the same refusals (a
  // challenge used, expired or naming another site, a signature that does not match), so a host
  // hears the same on both backends, and the widget shows CryptoError.
  invalid_signature: [
    'UNAUTHORIZED_INVALID_OR_EXPIRED_NONCE',
    'UNAUTHORIZED_SIWE_MESSAGE_EXPIRED',
    'UNAUTHORIZED_SIWE_MESSAGE_NOT_YET_VALID',
    'UNAUTHORIZED_SIWE_MESSAGE_MISMATCH',
    ['UNAUTHORIZED', 'wallet'],
    'INVALID_SIGNATURE', // portico()'s Solana sign-in
  ],
  invalid_crypto_wallet_address: ['INVALID_CRYPTO_WALLET_ADDRESS'],
  // Social sign-in and One Tap (socialCalls.ts).
  oauth_provider_not_found: ['PROVIDER_NOT_FOUND'],
  intermediate_session_not_found: ['INVALID_TWO_FACTOR_COOKIE', ['UNAUTHORIZED', 'secondFactor'], ['UNAUTHORIZED', 'secondFactorSend']],
  totp_not_found: ['TOTP_NOT_ENABLED'],
  // The phoneNumber plugin adding a number to a signed-in account (verify with updatePhoneNumber).
  duplicate_member_phone_number: ['PHONE_NUMBER_EXIST'],
  // portico()'s guard on a verified number (phoneNumberProof.ts): the emulator's error_types.
  phone_number_confirmation_required: ['PHONE_NUMBER_CONFIRMATION_REQUIRED'],
  phone_number_not_found: ['PHONE_NUMBER_NOT_FOUND'],
  // Enterprise sign-in: portico()'s discovery (docs/organizations.md).
  sso_domain_not_found: [['SSO_DOMAIN_NOT_FOUND', 'sso']],
  // portico()'s SSO-only rule: a magic link, a code or a password for an SSO-only organization's address.
  sso_required: ['SSO_REQUIRED'],
  // Organizations (Better Auth's organization plugin; portico()'s invitation routes): the emulator's
  // error_types, on organizations' calls only. An outsider reads organization_not_found, as for an unknown id.
  organization_not_found: organizationCalls('ORGANIZATION_NOT_FOUND', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', 'NO_ACTIVE_ORGANIZATION', 'MEMBER_NOT_FOUND'),
  duplicate_organization_slug: organizationCalls('ORGANIZATION_SLUG_ALREADY_TAKEN', 'ORGANIZATION_ALREADY_EXISTS'),
  already_member: organizationCalls('USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION'),
  last_owner: organizationCalls('YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER', 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER'),
  role_not_found: organizationCalls('ROLE_NOT_FOUND'),
  invitation_not_found: organizationCalls('INVITATION_NOT_FOUND', 'FAILED_TO_RETRIEVE_INVITATION'),
  invitation_expired: organizationCalls('INVITATION_EXPIRED'),
  // portico({ domains })'s (plugin/src/sso/domains.ts), worded as the emulator's.
  domain_not_found: organizationCalls('DOMAIN_NOT_FOUND'),
  domain_taken: organizationCalls('DOMAIN_TAKEN'),
  domain_verification_failed: organizationCalls('DOMAIN_VERIFICATION_FAILED'),
  invitation_email_mismatch: organizationCalls('INVITATION_EMAIL_MISMATCH', 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION'),
  // Bot challenges (docs/bots.md): portico-better-auth's, and Better Auth's captcha plugin's (Turnstile).
  challenge_required: ['CHALLENGE_REQUIRED', 'MISSING_RESPONSE'],
  challenge_failed: ['CHALLENGE_FAILED', 'VERIFICATION_FAILED'],
};

export const BETTER_AUTH_ERROR_TYPES: readonly ErrorTypeRow[] = Object.entries(CODES).flatMap(([error_type, codes]) =>
  codes.map((entry) => (typeof entry === 'string' ? { code: entry, error_type } : { code: entry[0], call: entry[1], error_type })),
);

/**
 * Whether the table words this answer. A code it does not list (a host's configuration, a plugin
 * the widget does not use) is the developer's to read: the person sees the catalogue's generic
 * line (developerErrors.ts), never Better Auth's English.
 */
export function isListed(code: string | undefined, call: BetterAuthCall): boolean {
  return !code || BETTER_AUTH_ERROR_TYPES.some((row) => row.code === code && (row.call === undefined || row.call === call));
}

/** The error_type for a Better Auth answer; `code` may be absent (a bare 401 or 429). */
export function errorTypeFor(code: string | undefined, status: number, call: BetterAuthCall): string {
  const effective = code ?? (status === 401 ? 'UNAUTHORIZED' : status === 429 ? 'TOO_MANY_REQUESTS' : undefined);
  if (effective) {
    const row =
      BETTER_AUTH_ERROR_TYPES.find((entry) => entry.code === effective && entry.call === call) ??
      BETTER_AUTH_ERROR_TYPES.find((entry) => entry.code === effective && entry.call === undefined);
    if (row) return row.error_type;
  }
  // A body over the limit (portico-server's 413 request_too_large, or a proxy's): the person shortens it.
  if (!code && status === 413) return 'request_too_large';
  // A failed magic-link verify that reached no known code (say, the server has no portico() error page).
  if (call === 'magicLink' && status >= 400 && status < 500) return 'unable_to_auth_magic_link';
  // Better Auth's oneTap refuses a credential with a bare 400 ("invalid id token"), no code.
  if (call === 'oneTap' && status >= 400 && status < 500) return 'invalid_id_token';
  // No route at this URL: a wrong base URL or a missing plugin, the developer's to fix (developerErrors.ts).
  if (!code && status === 404) return 'route_not_found';
  return code ? code.toLowerCase() : 'unknown_error';
}

/**
 * The error a failed call throws: the table's error_type, Better Auth's words, and `developer` for a
 * code the table does not word. A bare 404 is the integration's mistake (a base URL, a missing
 * plugin): its words name the URL and what to check. `request`: the method and URL.
 */
export function toClientError(code: string | undefined, status: number, call: BetterAuthCall, message: string, request: string): AuthClientError {
  const plugin = request.includes('/portico/') ? "portico() (portico-better-auth) in the server's plugins" : 'the Better Auth plugin serving this path';
  return new AuthClientError({
    status_code: status,
    error_type: errorTypeFor(code, status, call),
    error_message:
      !code && status === 404
        ? `${request} answered 404 Not Found: check that createBetterAuthClient's baseURL is Better Auth's base path (e.g. https://example.com/api/auth) and that the server runs ${plugin}.`
        : message,
    ...(!isListed(code, call) && { developer: true }),
  });
}
