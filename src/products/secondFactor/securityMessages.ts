/**
 * The security widget's own words, apart from "Verify it's you" (messages.ts), so a Login
 * widget's first download carries none of them: only the security widget's chunk imports this.
 * Every string is authored. Its errors read from the second factor's catalogue.
 */
import { secondFactorMessages } from './messages';

export const securityMessages = {
  ...secondFactorMessages,
  'security.title': 'Two-step verification',
  'security.app.off': 'Authenticator app: not set up',
  'security.app.on': 'Authenticator app: on',
  'security.app.add': 'Add authenticator app',
  'security.app.remove': 'Remove',
  'security.enroll.title': 'Add an authenticator app',
  'security.enroll.text': 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
  'security.enroll.qrLabel': 'QR code for your authenticator app',
  'security.enroll.manual': 'Can’t scan it? Enter this key in the app instead:',
  'security.enroll.confirm': 'Turn on',
  'security.copyKey': 'Copy key',
  'security.copyCodes': 'Copy codes',
  'security.copied': 'Copied',
  'security.download': 'Download',
  'security.backupCodes.title': 'Your backup codes',
  'security.backupCodes.text': 'Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.',
  'security.backupCodes.saved': 'I saved my codes',
  'security.backupCodes.left': 'Backup codes left: {count}',
  'security.backupCodes.regenerate': 'New backup codes',
  'security.remove.title': 'Remove authenticator app',
  'security.remove.text': 'Enter a code from your authenticator app, or a backup code, to remove it. Your backup codes stop working too.',
  'security.remove.codeLabel': 'App code or backup code',
  'security.remove.confirm': 'Remove app',
  'security.removed': 'Authenticator app removed',
  'security.cancel': 'Cancel',
  // A change to the factors needs a recent sign-in (docs/account.md "Step-up"): authored.
  'error.session_not_fresh': 'For your security, confirm it’s you to continue.',
  // Better Auth asks for the account's password before any change to its factors.
  'security.password.text': 'Enter your password to continue.',
  'security.password.label': 'Password',
  'security.password.confirm': 'Continue',
  'security.passkeys': 'Manage passkeys',
  // The security widget's alone: a code sent to a new number.
  'secondFactor.codeSent': 'Code sent',
} as const;
