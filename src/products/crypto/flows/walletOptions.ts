/** SPEC §3 Wallet options, and the type each signs in as. */
import type { CryptoWalletType } from '../../../client/types';

export const WALLET_OPTIONS = [
  'Phantom',
  'Vessel',
  'Binance',
  'Coinbase',
  'Metamask',
  'OtherEthereumWallet',
  'OtherSolanaWallet',
] as const;

export type WalletOption = (typeof WALLET_OPTIONS)[number];

/** SPEC §3: Phantom and the generic Solana wallet are solana; the others ethereum. */
export function walletType(option: WalletOption): CryptoWalletType {
  return option === 'Phantom' || option === 'OtherSolanaWallet' ? 'solana' : 'ethereum';
}
