/** This product's id (its folder, its config name) and the screens it adds to the widget's router. */
export const cryptoSlice = { id: 'crypto', screens: ['CryptoConnect', 'CryptoSignMessage', 'CryptoOtherScreen', 'CryptoSetupWallet', 'CryptoError', 'CryptoConfirmation'] } as const;
