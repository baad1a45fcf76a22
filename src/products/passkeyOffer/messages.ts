/**
 * "Sign in faster next time" (docs/account.md "Passkey offer"): Login's offer of a passkey after a
 * sign-in by code, link, password or social account. Authored; downloaded only when it is offered.
 */
export const passkeyUpgradeMessages = {
  'passkey.upgrade.title': 'Sign in faster next time',
  'passkey.upgrade.text': 'Create a passkey to sign in with your fingerprint, face or screen lock instead of a code or password.',
  'passkey.upgrade.create': 'Create a passkey',
  'passkey.upgrade.skip': 'Not now',
  'passkey.upgrade.created': 'Passkey created. Next time, sign in with it.',
  'error.passkey_not_created': 'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
} as const;
