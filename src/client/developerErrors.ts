/**
 * End users read end-user messages. These error_types say the integration is wrong (a
 * public token, a route, a config), not something the person did or can fix; with any 5xx they
 * reach the person as the generic message, and the developer through the console and `onError`.
 */
const DEVELOPER_ERROR_TYPES = new Set([
  'invalid_public_token',
  'internal_error',
  'invalid_host',
  'invalid_request',
  'invalid_json',
  'route_not_found',
  'payload_too_large',
  'invalid_redirect_url',
  'oauth_provider_not_found',
  'oauth_config_not_found',
  'trusted_auth_token_profile_not_found',
  'unsupported_by_backend',
  'unknown_error', // an answer no table words (a bare status): the person reads the generic line
]);

/** A server error's fields, if a thrown value has an error_type: the one test the flows, events and messages share. */
export function serverErrorOf(error: unknown): { error_type: string; error_message?: unknown; message?: unknown } | undefined {
  return typeof error === 'object' && error !== null && typeof (error as { error_type?: unknown }).error_type === 'string'
    ? (error as { error_type: string })
    : undefined;
}

/** Whether an error's own words are for the developer rather than the person using the widget. */
export function isDeveloperError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { error_type: type, status_code: status, developer } = error as { error_type?: unknown; status_code?: unknown; developer?: unknown };
  if (developer === true || (typeof status === 'number' && status >= 500)) return true;
  return typeof type === 'string' && DEVELOPER_ERROR_TYPES.has(type);
}
