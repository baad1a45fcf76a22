/** The crypto screens' view models (SPEC §2 Social and wallet buttons, Crypto screens). */

/** SPEC §3 wallet options: the title a wallet's button shows. */
export type WalletKind = 'Phantom' | 'Vessel' | 'Binance' | 'Coinbase' | 'Metamask' | 'OtherEthereumWallet' | 'OtherSolanaWallet';

/** A wallet found in the browser, as its button shows it. */
export interface WalletButtonModel {
  option: WalletKind;
  /** The name a generic wallet announced for itself (EIP-6963); known wallets show their option's title. @defaultValue undefined */
  name?: string;
  /** Its announced icon: only a data:image or http(s) URL is drawn, anything else gets the wallet glyph. @defaultValue undefined */
  icon?: string;
}

/** Where to get a wallet (CryptoSetupWallet). Only an http(s) link is shown. */
export interface WalletSite {
  option: WalletKind;
  href: string;
}
