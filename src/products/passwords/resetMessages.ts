/**
 * The reset-password widget's own strings (SPEC §2 PasswordResetForm): the Login widget never shows
 * that form, so its English stays out of Login's passwords chunk, as the passkey registration
 * widget's does (passkeys/registrationMessages.ts).
 */
export const passwordResetMessages = {
  'password.resetTitle': 'Reset your password',
  'password.newPassword': 'New password', // authored
  'password.loginWithoutPassword': 'Login without a password',
  'password.loggingIn': 'Logging in...',
} as const;
