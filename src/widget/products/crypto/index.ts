/** Crypto wallet sign-in (SPEC §2 wallet buttons and Crypto screens; §4 Crypto; §7 cryptoWallets). */
import { lazyView } from '../lazyView';
import type { ProductModule } from '../types';

const views = () => import('./views');
type Views = Awaited<ReturnType<typeof views>>;
const view = (name: keyof Views) => lazyView(() => views().then((m) => m[name]));

export const cryptoProduct = {
  id: 'crypto',
  mainPart: 'crypto',
  // No messages here: Main words no crypto error; the views bring the product's English.
  // SPEC §2: the part always shows; with no wallet found it offers 'Set up a new crypto wallet'.
  part: view('CryptoWalletsPart'),
  screens: {
    CryptoConnect: view('CryptoConnect'),
    CryptoSignMessage: view('CryptoSignMessage'),
    CryptoOtherScreen: view('CryptoOtherScreen'),
    CryptoSetupWallet: view('CryptoSetupWallet'),
    CryptoError: view('CryptoError'),
    CryptoConfirmation: view('CryptoConfirmation'),
  },
} as const satisfies ProductModule;
