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
  // The account center's own refusals (docs/account.md): authored.
  'error.session_not_fresh': 'For your security, confirm it’s you to continue.',
  'error.last_sign_in_method': 'This is your only way to sign in. Add a password or connect another account first.',
  'error.provider_already_linked': 'That account is already connected to another user.',
} as const;
