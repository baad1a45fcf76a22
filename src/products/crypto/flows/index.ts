export { useWalletButtons, useDetectedWallets, type WalletButtonsViewModel } from './useWalletButtons';
export { useCryptoConnect, useCryptoSign, type WalletStepViewModel } from './useWalletStep';
export {
  listWallets,
  watchWallets,
  type DetectedWallet,
  type EthereumProvider,
  type SolanaProvider,
  type ProviderAnnouncement,
  type WalletWindow,
} from './discovery';
export { WALLET_OPTIONS, walletType } from './walletOptions';
export { WALLET_SITES } from './walletSites';
