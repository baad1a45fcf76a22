/**
 * The plugin's error codes, registered as its `$ERROR_CODES` (as Better Auth's own plugins do, each
 * `{ code, message }`), and its one error constructor: Better Auth's APIError (a 4xx with `code` and
 * `message`), whose codes the browser client (portico/better-auth) maps to the spec's error_types.
 */
import { APIError } from 'better-auth/api';

const MESSAGES = {
  WEAK_PASSWORD: 'The password does not meet the project\'s strength policy.',
  BREACHED_PASSWORD: 'Password appears in the list of breached passwords and must be reset.',
  ACCOUNT_LOCKED: 'Too many failed authentication attempts. Please try again later.',
  INVALID_EMAIL: 'Email format is invalid.',
  INVALID_REQUEST: 'The request is not valid.',
  USER_SEARCH_DISABLED: 'User search by email is not enabled on this server.',
  INVALID_PHONE_NUMBER: 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  CHANNEL_NOT_ENABLED: 'This one-time passcode channel is not enabled on this server.',
  INVALID_CRYPTO_WALLET_ADDRESS: 'The crypto wallet address is not valid.',
  INVALID_DOMAIN: 'The calling page is not a trusted origin.',
  INVALID_SIGNATURE: 'The signature does not match the wallet address and its sign-in challenge.',
  TWO_FACTOR_NOT_ENABLED: 'Two-step verification is not served here (Better Auth\'s twoFactor plugin is not installed).',
  INVALID_TWO_FACTOR_COOKIE: 'The sign-in that asked for a second step has expired or was finished. Please sign in again.',
  PHONE_NUMBER_CONFIRMATION_REQUIRED: 'Answer a code texted to the account\'s current phone number (/portico/phone-number/current) before changing or removing it.',
  PHONE_NUMBER_NOT_FOUND: 'This account has no verified phone number.',
  INVALID_OTP: 'Invalid OTP',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Request a new code.',
  SAME_AUTHENTICATOR: 'The second step must be another authenticator than the first: a code to the inbox or phone that began this sign-in proves nothing more.',
  SSO_DOMAIN_NOT_FOUND: 'No organization signs in with single sign-on on this address\'s domain.',
  SSO_REQUIRED: 'This organization signs its people in only through its identity provider.',
  INVITATION_NOT_FOUND: 'This invitation is unknown, was withdrawn, or was already answered.',
  INVITATION_EXPIRED: 'This invitation has expired. Ask for a new one.',
  INVITATION_EMAIL_MISMATCH: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  SESSION_REQUIRED: 'Sign in first.',
  ORGANIZATION_NOT_FOUND: 'No such organization, or you are not one of its members.',
  DOMAINS_NOT_ALLOWED: 'Your role in this organization does not allow domains:manage.',
  DOMAIN_NOT_FOUND: 'This domain is not one of the organization\'s.',
  DOMAIN_VERIFICATION_FAILED: 'The DNS TXT record was not found. Add it at your DNS host, wait for it to publish, and try again.',
  SSO_NOT_SERVED: 'The SSO connection needs Better Auth\'s @better-auth/sso plugin beside portico().',
  DOMAIN_TAKEN: 'Another organization has already verified this domain.',
  TOO_MANY_MESSAGES: 'Too many codes were sent to this address or number. Wait a few minutes and try again.',
} as const;

export type PorticoErrorCode = keyof typeof MESSAGES;

/** Every code with its message, in the shape Better Auth's `$ERROR_CODES` (and `defineErrorCodes`) use. */
export const PORTICO_ERROR_CODES = Object.fromEntries(Object.entries(MESSAGES).map(([code, message]) => [code, { code, message }])) as {
  readonly [K in PorticoErrorCode]: { readonly code: K; readonly message: (typeof MESSAGES)[K] };
};

type Status = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'GONE' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export function porticoError(status: Status, code: PorticoErrorCode, message: string = MESSAGES[code]): APIError {
  return new APIError(status, { code, message });
}
