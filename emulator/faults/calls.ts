/**
 * The calls a fault can target: SPEC §7's names for the protocol's routes (docs/protocol.md), so a
 * test or the outbox panel says "passwords.authenticate", not a path. `any` is every /v1 call.
 */

interface CallRoute {
  method: string;
  /** Matched against the whole request path. */
  path: RegExp;
}

const route = (method: string, path: string): CallRoute => ({
  method,
  // ':id' stands for one path segment.
  path: new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '[^/]+')}$`),
});

export const CALLS = {
  'bootstrap.get': route('GET', '/v1/projects/bootstrap'),
  'events.log': route('POST', '/v1/events'),
  'magicLinks.email.loginOrCreate': route('POST', '/v1/magic_links/email/login_or_create'),
  'magicLinks.authenticate': route('POST', '/v1/magic_links/authenticate'),
  'otps.email.loginOrCreate': route('POST', '/v1/otps/email/login_or_create'),
  'otps.sms.loginOrCreate': route('POST', '/v1/otps/sms/login_or_create'),
  'otps.whatsapp.loginOrCreate': route('POST', '/v1/otps/whatsapp/login_or_create'),
  'otps.authenticate': route('POST', '/v1/otps/authenticate'),
  'users.search': route('POST', '/v1/users/search'),
  'passwords.strengthCheck': route('POST', '/v1/passwords/strength_check'),
  'passwords.create': route('POST', '/v1/passwords'),
  'passwords.authenticate': route('POST', '/v1/passwords/authenticate'),
  'passwords.resetByEmailStart': route('POST', '/v1/passwords/email/reset/start'),
  'passwords.resetByEmail': route('POST', '/v1/passwords/email/reset'),
  'cryptoWallets.authenticateStart': route('POST', '/v1/crypto_wallets/authenticate/start'),
  'cryptoWallets.authenticate': route('POST', '/v1/crypto_wallets/authenticate'),
  'webauthn.registerStart': route('POST', '/v1/webauthn/register/start'),
  'webauthn.register': route('POST', '/v1/webauthn/register'),
  'webauthn.authenticateStart': route('POST', '/v1/webauthn/authenticate/start'),
  'webauthn.authenticate': route('POST', '/v1/webauthn/authenticate'),
  'user.get': route('GET', '/v1/users/me'),
  'webauthn.update': route('PUT', '/v1/webauthn/:id'),
  'webauthn.delete': route('DELETE', '/v1/users/webauthn_registrations/:id'),
  'oauth.authenticate': route('POST', '/v1/oauth/authenticate'),
  'oauth.googleOneTap.createClient': route('GET', '/v1/oauth/google/onetap/client'),
  'oauth.googleOneTap.authenticate': route('POST', '/v1/oauth/google/onetap'),
  'idp.authorizeStart': route('POST', '/v1/oauth2/authorize/start'),
  'idp.authorizeSubmit': route('POST', '/v1/oauth2/authorize'),
  'idp.logoutStart': route('POST', '/v1/oauth2/logout/start'),
  'session.authenticate': route('POST', '/v1/sessions/authenticate'),
  'session.revoke': route('POST', '/v1/sessions/revoke'),
  'session.attest': route('POST', '/v1/sessions/attest'),
  'secondFactors.options': route('POST', '/v1/second_factors/options'),
  'secondFactors.send': route('POST', '/v1/second_factors/send'),
  'secondFactors.list': route('GET', '/v1/second_factors'),
  'totps.authenticate': route('POST', '/v1/totps/authenticate'),
  'totps.create': route('POST', '/v1/totps'),
  'totps.confirm': route('POST', '/v1/totps/confirm'),
  'totps.delete': route('POST', '/v1/totps/delete'),
  'backupCodes.authenticate': route('POST', '/v1/backup_codes/authenticate'),
  'backupCodes.regenerate': route('POST', '/v1/backup_codes/regenerate'),
  'phoneNumbers.send': route('POST', '/v1/phone_numbers/send'),
  'phoneNumbers.verify': route('POST', '/v1/phone_numbers/verify'),
  'phoneNumbers.delete': route('POST', '/v1/phone_numbers/delete'),
  'phoneNumbers.current.send': route('POST', '/v1/phone_numbers/current/send'),
  'phoneNumbers.current.verify': route('POST', '/v1/phone_numbers/current/verify'),
} as const satisfies Record<string, CallRoute>;

export type CallName = keyof typeof CALLS;
export const CALL_NAMES = Object.keys(CALLS) as CallName[];
/** A fault's target: one call, or `any` /v1 call. */
export type FaultTarget = CallName | 'any';

/** The call a request makes, or null for a /v1 path that is none of them (e.g. a browser navigation). */
export function callOf(method: string, path: string): CallName | null {
  for (const name of CALL_NAMES) {
    const call = CALLS[name];
    if (call.method === method && call.path.test(path)) return name;
  }
  return null;
}

/**
 * The HTTP status an error_type comes with when the server really answers it (docs/protocol.md);
 * a forced error uses it unless told otherwise. Others are 400.
 */
export const ERROR_STATUS: Record<string, number> = {
  unauthorized_credentials: 401,
  user_unauthenticated: 401,
  invalid_session_token: 401,
  session_not_found: 401,
  unable_to_auth_magic_link: 401,
  oauth_token_not_found: 401,
  invalid_signature: 401,
  invalid_id_token: 401,
  invalid_token: 401,
  invalid_public_token: 401,
  intermediate_session_not_found: 401,
  unauthorized_action: 403,
  invalid_host: 403,
  phone_number_confirmation_required: 403,
  email_not_found: 404,
  otp_code_not_found: 404,
  member_password_not_found: 404,
  webauthn_registration_not_found: 404,
  phone_number_not_found: 404,
  oauth2_client_not_found: 404,
  route_not_found: 404,
  duplicate_email: 409,
  duplicate_member_phone_number: 409,
  duplicate_webauthn_registration: 409,
  user_lock_limit_reached: 429,
  too_many_requests: 429,
  internal_error: 500,
};
