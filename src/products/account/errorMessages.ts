/**
 * The catalogue's errors the account center can meet (SPEC §8 and the backends' own), in the same
 * words as the slices that also meet them: every main language file translates them already.
 */
export const accountErrorMessages = {
  'error.unauthorized_credentials': 'Unauthorized credentials.',
  'error.otp_code_not_found': 'Invalid passcode, please try again.',
  'error.user_unauthenticated': 'Must have an active session to call this method. Have you logged in yet?',
  'error.session_not_found': 'Session not found.',
  'error.no_user_password': 'Password not found for this user. Please try again.',
} as const;
