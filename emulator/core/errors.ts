/**
 * Protocol errors: every failure answers JSON `{ status_code, error_type, error_message, request_id }`
 * (docs/protocol.md). Messages follow SPEC §8 where it names the error_type.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { EmulatorEnv } from '../context';

/** The one error catalogue: every error_type the emulator answers, with its default message. */
export const ERROR_MESSAGES = {
  // SPEC §8
  invalid_email: 'Email format is invalid.',
  invalid_phone_number: 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  unsubscribed_phone_number: "The phone number has unsubscribed from messages. Text 'START' to resubscribe.",
  inactive_email:
    'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  unauthorized_credentials: 'Unauthorized credentials.',
  user_unauthenticated: 'Must have an active session to call this method. Have you logged in yet?',
  email_not_found: 'Email not found.',
  unable_to_auth_magic_link:
    'The magic link could not be authenticated because it was either already used or expired. Please try again.',
  no_user_password: 'Password not found for this user. Please try again.',
  breached_password: 'Password appears in the list of breached passwords and must be reset.',
  reset_password: 'Password must be reset.',
  oauth_token_not_found: 'OAuth Token could not be found.',
  invalid_code: 'Code format is invalid, please try again.',
  member_password_not_found: 'Member password not found.',
  oauth_flow_callback_error: 'An error was encountered in the callback of the OAuth flow. Please try again.',
  unauthorized_action: 'Unauthorized action.',
  user_lock_limit_reached: 'Too many failed authentication attempts. Please try again later.',
  invalid_session_token: 'Invalid session token.',
  session_not_found: 'Session not found.',
  invalid_phone_number_country_code: "The phone number's country code is invalid, unsupported, or disabled.",
  otp_code_not_found: 'Invalid passcode, please try again.',
  duplicate_member_phone_number: 'A member with the specified phone number already exists for this organization.',
  // The emulator's own
  invalid_public_token: 'The public token is missing or unknown. Send it in the X-Portico-Public-Token header.',
  invalid_host: 'The emulator answers only to localhost, 127.0.0.1, [::1] and the hosts of the project\u2019s allowed_origins.',
  invalid_request: 'The request is invalid.',
  invalid_json: 'The request body is not valid JSON.',
  route_not_found: 'No such route. See docs/protocol.md for the calls the emulator answers.',
  payload_too_large: 'The request body is too large.',
  internal_error: 'An unexpected error occurred in the emulator.',
  invalid_redirect_url: 'The redirect URL is not in the project\u2019s list of allowed redirect URLs.',
  weak_password: 'Password does not meet the project\u2019s strength requirements.',
  duplicate_email: 'A user with this email already has a password.',
  too_many_requests: 'Too many codes were sent to this address or number. Wait a few minutes and try again.',
  // Passkeys, wallets, social sign-in, identity provider, attest
  webauthn_registration_not_found:
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  duplicate_webauthn_registration:
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  invalid_public_key_credential: 'The passkey response could not be verified.',
  invalid_domain: 'The domain is not valid for this origin.',
  // Second factors
  totp_not_found: 'No authenticator app is set up for this user.',
  invalid_crypto_wallet_address: 'The crypto wallet address is not valid for its wallet type.',
  invalid_signature: 'The signature could not be verified for this wallet and challenge.',
  oauth_provider_not_found: 'No such OAuth provider, or it is not enabled in the project config.',
  invalid_state: 'The sign-in request is unknown, already used or expired.',
  pkce_mismatch:
    'The code_verifier does not match the code_challenge this sign-in was started with: finish it in the browser that started it.',
  oauth_config_not_found: 'Google is not configured with its own client_id in the project config.',
  invalid_id_token: 'The id_token is invalid, expired, already used, or not issued by the emulated Google for this client.',
  oauth2_client_not_found: 'No OAuth client with this client_id is registered.',
  invalid_redirect_uri: 'The redirect URI is not registered for this client (registered URIs must match exactly).',
  unsupported_response_type: 'Only response_type "code" is supported.',
  trusted_auth_token_profile_not_found: 'No trusted auth token profile with this profile_id is configured.',
  invalid_token: 'The token could not be verified against the trusted auth token profile.',
  // Second factor (SPEC §4 intermediate session token), emulator controls
  intermediate_session_not_found: 'The intermediate session token is unknown, already used, expired, or for another user.',
  // A signed-in user's own phone number (secondFactor/phoneNumberRoutes.ts)
  phone_number_not_found: 'This account has no phone number.',
  last_second_factor: 'This phone number is the account\u2019s only second factor: add an authenticator app before removing it.',
  phone_number_confirmation_required: 'Answer a code texted to the account\u2019s current phone number (phone_numbers/current) before changing or removing it.',
  // The account center (emulator/account)
  session_not_fresh: 'This change needs a recent sign-in: confirm it is you (POST /v1/account/verify) and try again.',
  step_up_not_started: 'No step-up of this session is waiting for a second factor.',
  last_sign_in_method: 'This is the account\u2019s only way to sign in: add another before removing it.',
  provider_already_linked: 'That provider account is already connected to another user.',
  connection_not_found: 'No such connected account for this user.',
  password_already_set: 'This account has a password already: change it with the current one.',
  invalid_name: 'A name is 1 to 100 characters, without control characters.',
  invalid_picture_url: 'A picture address is an https URL of at most 2048 characters.',
  invalid_picture: 'A picture is a PNG, JPEG, WebP or GIF file of at most 512 KiB.',
  email_not_verified: 'The account has no verified email address to send a code to.',
  // Bot challenges (challenge/routes.ts)
  challenge_required: 'This request needs a solved challenge: send it in the X-Portico-Challenge header (docs/bots.md).',
  challenge_failed: 'The challenge solution is missing, forged, expired or already used.',
  fault_injection_off: 'Fault injection is switched off in the project config ("fault_injection": false).',
  fault_not_found: 'No such fault: it may have answered its last request already.',
  // Organizations and enterprise sign-in (docs/organizations.md)
  organization_not_found: 'No such organization, or you are not one of its members.',
  duplicate_organization_slug: 'Another organization already uses this URL name.',
  member_not_found: 'This person is not a member of the organization.',
  already_member: 'This person is already a member of the organization.',
  role_not_found: 'No such role in this organization.',
  last_owner: 'An organization needs at least one owner.',
  invitation_not_found: 'This invitation is unknown, was withdrawn, or was already answered.',
  invitation_expired: 'This invitation has expired. Ask for a new one.',
  invitation_email_mismatch: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  domain_not_found: 'This domain is not one of the organization\u2019s.',
  domain_verification_failed: 'The DNS TXT record was not found. Add it at your DNS host, wait for it to publish, and try again.',
  domain_taken: 'Another organization has already verified this domain.',
  sso_connection_not_found: 'This organization has no single sign-on connection.',
  sso_metadata_invalid: 'The identity provider\u2019s metadata could not be read: it needs an entity ID, a single sign-on URL (HTTP-Redirect) and a signing certificate.',
  sso_domain_not_found: 'No organization signs in people with this email domain.',
  sso_required: 'Your organization requires you to sign in with single sign-on.',
  sso_idp_refused: 'Your organization\u2019s identity provider did not sign you in.',
  sso_assertion_invalid: 'The identity provider\u2019s answer could not be verified.',
  sso_clock_skew: 'The identity provider\u2019s answer has expired or is not valid yet. Check this device\u2019s clock and try again.',
  sso_email_not_allowed: 'The identity provider signed in an address outside the organization\u2019s verified domains.',
  sso_token_not_found: 'The single sign-on token is unknown, already used or expired.',
} satisfies Record<string, string>;

export type ErrorType = keyof typeof ERROR_MESSAGES;

/** SPEC §8's 22 error_types, in its order (docs/emulator.md says how to meet each). */
export const SPEC_ERROR_TYPES = [
  'invalid_email', 'invalid_phone_number', 'unsubscribed_phone_number', 'inactive_email', 'unauthorized_credentials',
  'user_unauthenticated', 'email_not_found', 'unable_to_auth_magic_link', 'no_user_password', 'breached_password',
  'reset_password', 'oauth_token_not_found', 'invalid_code', 'member_password_not_found', 'oauth_flow_callback_error',
  'unauthorized_action', 'user_lock_limit_reached', 'invalid_session_token', 'session_not_found',
  'invalid_phone_number_country_code', 'otp_code_not_found', 'duplicate_member_phone_number',
] as const satisfies readonly ErrorType[];

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly error_type: ErrorType;
  /** The one way to fail a request: `throw new ApiError(404, 'email_not_found')`; the message defaults to the catalogue's. */
  constructor(status: ContentfulStatusCode, errorType: ErrorType, message?: string) {
    super(message ?? ERROR_MESSAGES[errorType]);
    this.name = 'ApiError';
    this.status = status;
    this.error_type = errorType;
  }
}

export function errorBody(c: Context<EmulatorEnv>, status: number, errorType: ErrorType, message: string) {
  return { status_code: status, error_type: errorType, error_message: message, request_id: c.get('requestId') ?? '' };
}

/** Hono's onError: known errors keep their status; anything else is a logged 500 with its request id. */
export function handleError(err: Error, c: Context<EmulatorEnv>): Response {
  if (err instanceof ApiError) {
    return c.json(errorBody(c, err.status, err.error_type, err.message), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const type = status === 413 ? 'payload_too_large' : status === 404 ? 'route_not_found' : 'invalid_request';
    return c.json(errorBody(c, status, type, err.message || ERROR_MESSAGES[type]), status);
  }
  console.error(`[portico-emulator] ${c.get('requestId') ?? ''} ${c.req.method} ${c.req.path}:`, err);
  return c.json(errorBody(c, 500, 'internal_error', ERROR_MESSAGES.internal_error), 500);
}

export function handleNotFound(c: Context<EmulatorEnv>): Response {
  return c.json(errorBody(c, 404, 'route_not_found', `${ERROR_MESSAGES.route_not_found} (${c.req.method} ${c.req.path})`), 404);
}
