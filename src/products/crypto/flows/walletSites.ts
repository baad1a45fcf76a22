import type { WalletSite } from '../screens/cryptoTypes';

/**
 * CryptoSetupWallet: where a person without a wallet gets one. A browser extension is what this
 * widget finds, so these are the download pages of the most used Ethereum wallet and the most
 * used Solana one (which holds Ethereum accounts too).
 */
export const WALLET_SITES: readonly WalletSite[] = [
  { option: 'Metamask', href: 'https://metamask.io/download/' },
  { option: 'Phantom', href: 'https://phantom.com/download' },
];
