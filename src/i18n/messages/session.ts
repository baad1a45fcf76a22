/**
 * Server errors of the calls that need a signed-in user (SPEC §8): passkey registration and the
 * identity provider include them; a Login page never meets them.
 */

export const sessionMessages = {
  'error.invalid_session_token': 'Invalid session token.',
  'error.session_not_found': 'Session not found.',
} as const;
