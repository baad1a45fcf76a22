/**
 * The account center's password section (docs/account.md): set a first one, or change it with the
 * current one or after confirming it's you. Authored; translated in the account center's locale part.
 */
export const passwordChangeMessages = {
  'account.password.setTitle': 'Set a password',
  'account.password.setText': 'Add a password to sign in with it as well as your other ways in.',
  'account.password.changeTitle': 'Change your password',
  'account.password.current': 'Current password',
  'account.password.new': 'New password',
  'account.password.signOutOthers': 'Sign out of other devices',
  'account.password.forgot': 'Don’t know your current password?',
  'account.password.replaceText': 'You confirmed it’s you: choose a new password. Other devices are signed out.',
  'account.password.setButton': 'Set password',
  'account.password.changeButton': 'Change password',
  'account.password.saved': 'Password saved',
} as const;
