/**
 * The password screens (SPEC §2) and zxcvbn's feedback: travels with the passwords product.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */
import { zxcvbnFeedbackEn } from '../../i18n/zxcvbnFeedback';

export const passwordsMessages = {
  // The password fields
  'common.showPassword': 'Show password',
  'common.hidePassword': 'Hide password',
  'common.password': 'Password', // authored
  'common.continue': 'Continue', // authored

  // Password screens (SPEC §2 Password screens)
  'password.createTitle': 'Create an account', // authored
  'password.createText': 'Finish creating your account by setting a password.', // authored
  'password.loginTitle': 'Log in', // authored
  'password.loginText': 'Enter the password for {email}.', // authored
  'password.passwordlessTitle': 'Log in', // authored
  'password.passwordlessText': 'This account has no password yet. Create one to log in with a password.', // authored
  'password.forgot': 'Forgot Password?',
  'password.createPassword': 'Create password',
  'password.forgotTitle': 'Forgot password?', // authored
  'password.forgotText': 'A link to reset your password was sent to you at {email}.', // authored
  'password.dedupeTitle': 'Check your email to set a new password', // authored
  'password.dedupeText':
    "We want to make sure your account is secure and that it's really you logging in! A login link was sent to you at {email}.", // authored
  'password.breachedTitle': 'Check your email to set a new password', // authored
  'password.breachedText':
    'A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at {email} to reset your password.', // authored
  'password.setNewTitle': 'Check your email!', // authored
  'password.setNewText': 'A login link was sent to you at {email} to create a password for your account.', // authored
  'password.resendEmail': 'Resend email', // authored
  'password.didntGetIt': "Didn't get it?", // authored: SPEC's OTP wording, for the reset emails
  'password.emailResent': 'Email resent',
  'password.confirmationText': 'You have successfully logged in.', // authored
  'password.resetDoneText': 'Your password has been reset. Log in with your new password.', // authored: a reset that started no session
  'password.strength.label': 'Password strength', // authored
  'password.strength.value': '{score} of {max}', // authored
  'password.requirement.met': 'met', // authored
  'password.requirement.unmet': 'not met', // authored
  'password.luds.minLength': 'Must be at least {count} characters long',
  'password.luds.complexity': 'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  'password.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',

  // zxcvbn feedback (SPEC §2 strength display): @zxcvbn-ts/language-en's own English
  ...zxcvbnFeedbackEn,

  // Server errors of this product's calls (SPEC §8)
  'error.email_not_found': 'Email not found.',
  'error.no_user_password': 'Password not found for this user. Please try again.',
  'error.breached_password': 'Password appears in the list of breached passwords and must be reset.',
  'error.reset_password': 'Password must be reset.',
  'error.member_password_not_found': 'Member password not found.',
  // Both backends answer these (a password the server's policy refuses, an address that has one): authored.
  'error.weak_password': 'This password is too weak. Please choose another password.',
  'error.duplicate_email': 'An account with this email already exists. Please log in.',
} as const;
