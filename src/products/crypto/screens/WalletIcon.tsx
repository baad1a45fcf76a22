import { Icon } from '../../../primitives/Icon';
import { wallet as walletGlyph } from '../../../primitives/glyphs/wallet';
import type { WalletButtonModel } from './cryptoTypes';
import { isImageUrl } from './safeUrls';
import * as styles from './WalletIcon.css';

export interface WalletIconProps {
  wallet: WalletButtonModel;
}

/** A wallet's own icon when it announced a safe one (EIP-6963), else the wallet glyph; decorative. */
export function WalletIcon({ wallet }: WalletIconProps) {
  return isImageUrl(wallet.icon) ? (
    <img src={wallet.icon} alt="" width="20" height="20" className={styles.image} data-wallet-icon="" />
  ) : (
    <Icon glyph={walletGlyph} />
  );
}
