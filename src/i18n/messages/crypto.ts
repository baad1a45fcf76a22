/**
 * Wallet buttons and the crypto screens (SPEC §2, §8): travels with the crypto product.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */

export const cryptoMessages = {
  'crypto.continueWithOtherWallet': 'Continue with other Crypto Wallet',
  'crypto.setUpNewWallet': 'Set up a new crypto wallet',

  // Crypto wallets (SPEC §2 Crypto screens, §8)
  'crypto.error.title': 'Looks like there was an error!',
  'crypto.error.text':
    'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  'error.crypto_connect': 'Could not connect to wallet',
  'error.crypto_sign': 'Could not sign message',
} as const;
