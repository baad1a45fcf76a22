/** Crypto wallet sign-in (SPEC §2 wallet buttons and Crypto screens; §4 Crypto; §7 cryptoWallets). */
import type { ProductModule } from '../../flows/productModule';
import * as views from './views';

/**
 * One chunk, the entry and its views together: Main draws the wallet part as soon as the product
 * is configured (SPEC §2: with no wallet it offers 'Set up a new crypto wallet'), so a second,
 * lazier chunk would only add a round trip.
 */
export const cryptoProduct = {
  id: 'crypto',
  mainPart: 'crypto',
  // No messages here: Main words no crypto error; the views bring the product's English.
  part: views.CryptoWalletsPart,
  signedInScreens: ['CryptoConfirmation'],
  screens: {
    CryptoConnect: views.CryptoConnect,
    CryptoSignMessage: views.CryptoSignMessage,
    CryptoOtherScreen: views.CryptoOtherScreen,
    CryptoSetupWallet: views.CryptoSetupWallet,
    CryptoError: views.CryptoError,
    CryptoConfirmation: views.CryptoConfirmation,
  },
} as const satisfies ProductModule;
