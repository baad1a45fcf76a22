// What the crypto product draws: its Main part and a container per screen, each exported under
// the name of the screen it draws.
export { CryptoWalletsPart } from './CryptoWalletsPart';
export { CryptoConnectContainer as CryptoConnect } from './CryptoConnectContainer';
export { CryptoSignMessageContainer as CryptoSignMessage } from './CryptoSignMessageContainer';
export { CryptoOtherScreenContainer as CryptoOtherScreen } from './CryptoOtherScreenContainer';
export { CryptoSetupWalletContainer as CryptoSetupWallet } from './CryptoSetupWalletContainer';
export { CryptoErrorContainer as CryptoError } from './CryptoErrorContainer';
export { CryptoConfirmationContainer as CryptoConfirmation } from './CryptoConfirmationContainer';
