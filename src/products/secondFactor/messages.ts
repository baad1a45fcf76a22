/**
 * The second factor (Verify it's you) and the account's security widget. The spec has
 * no words for these screens: every string here is authored.
 */
export const secondFactorMessages = {
  'secondFactor.title': 'Verify it’s you',
  'secondFactor.loading': 'Finding your sign-in options...',
  'secondFactor.totp.text': 'Enter the 6-digit code from your authenticator app.',
  'secondFactor.sms.text': 'Enter the 6-digit code we sent by text message to {destination}.',
  'secondFactor.email.text': 'Enter the 6-digit code we sent by email to {destination}.',
  'secondFactor.backup_code.text': 'Enter one of your backup codes. Each code works once.',
  'secondFactor.passkey.text': 'Use your passkey to finish signing in.',
  'secondFactor.passkey.use': 'Use passkey',
  'secondFactor.codeLabel': 'Verification code',
  'secondFactor.backupCodeLabel': 'Backup code',
  'secondFactor.verify': 'Verify',
  'secondFactor.verifying': 'Verifying...',
  'secondFactor.sending': 'Sending a code...',
  'secondFactor.resend': 'Send a new code',
  'secondFactor.useAnother': 'Use another way',
  'secondFactor.chooseTitle': 'Choose another way',
  'secondFactor.option.passkey': 'Passkey',
  'secondFactor.option.totp': 'Authenticator app',
  'secondFactor.option.sms': 'Text message to {destination}',
  'secondFactor.option.email': 'Email to {destination}',
  'secondFactor.option.backup_code': 'Backup code',
  'secondFactor.none': 'This account has no second step this sign-in can use. Please contact support.',
  'secondFactor.expired': 'Your sign-in took too long. Please sign in again.',
  'secondFactor.confirmationText': 'You are signed in, with a second step that proves it’s you.',
  'error.intermediate_session_not_found': 'Your sign-in took too long. Please sign in again.',
  'error.totp_not_found': 'No authenticator app is set up for this account.',
  'error.totp_already_enabled': 'An authenticator app is already set up for this account.', // authored
} as const;
