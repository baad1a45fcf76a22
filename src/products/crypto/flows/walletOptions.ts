/** SPEC §3 Wallet options, and the type each signs in as. */
import type { CryptoWalletType } from '../../../client/types';
import type { WalletOption } from '../../../flows/state';

export const WALLET_OPTIONS = [
  'Phantom',
  'Vessel',
  'Binance',
  'Coinbase',
  'Metamask',
  'OtherEthereumWallet',
  'OtherSolanaWallet',
] as const satisfies readonly WalletOption[];

// The list names every wallet of SPEC §3: a wallet the widget state allows but the list leaves out is an error here.
type Listed<Missing extends never> = Missing;
export type EveryWalletListed = Listed<Exclude<WalletOption, (typeof WALLET_OPTIONS)[number]>>;

export type { WalletOption };

/** SPEC §3: Phantom and the generic Solana wallet are solana; the others ethereum. */
export function walletType(option: WalletOption): CryptoWalletType {
  return option === 'Phantom' || option === 'OtherSolanaWallet' ? 'solana' : 'ethereum';
}
