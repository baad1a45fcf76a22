/**
 * Wallet buttons and the crypto screens (SPEC §2, §8): travels with the crypto product.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */

export const cryptoMessages = {
  'crypto.continueWithOtherWallet': 'Continue with other Crypto Wallet',
  'crypto.setUpNewWallet': 'Set up a new crypto wallet',

  // SPEC §3 wallet options, as their buttons name them; all authored
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance Wallet',
  'crypto.wallet.Coinbase': 'Coinbase Wallet',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.OtherEthereumWallet': 'Other Ethereum Wallet',
  'crypto.wallet.OtherSolanaWallet': 'Other Solana Wallet',

  // The crypto screens' own words; all authored
  'crypto.other.title': 'Other Crypto Wallets',
  'crypto.setup.text': 'Install a wallet, create an account in it, then reload this page.',
  'crypto.connect.title': 'Connect {wallet}',
  'crypto.connect.text': 'Approve the request in {wallet}.',
  'crypto.sign.title': 'Sign in with {wallet}',
  'crypto.sign.text': 'Sign the message in {wallet}. It costs nothing: no transaction is sent.',
  'crypto.confirmation.text': 'You are signed in with your wallet.',

  // Crypto wallets (SPEC §2 Crypto screens, §8)
  'crypto.error.text':
    'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  'error.crypto_connect': 'Could not connect to wallet',
  'error.crypto_sign': 'Could not sign message',
} as const;
