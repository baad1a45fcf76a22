// The crypto product's chunk: its Main part, every screen, wallet discovery and base58. Named after
// the screen each one draws, so the entry can ask for a screen's container by the screen's name.
export { CryptoWalletsPart } from './CryptoWalletsPart';
export { CryptoConnectContainer as CryptoConnect } from './CryptoConnectContainer';
export { CryptoSignMessageContainer as CryptoSignMessage } from './CryptoSignMessageContainer';
export { CryptoOtherScreenContainer as CryptoOtherScreen } from './CryptoOtherScreenContainer';
export { CryptoSetupWalletContainer as CryptoSetupWallet } from './CryptoSetupWalletContainer';
export { CryptoErrorContainer as CryptoError } from './CryptoErrorContainer';
export { CryptoConfirmationContainer as CryptoConfirmation } from './CryptoConfirmationContainer';
