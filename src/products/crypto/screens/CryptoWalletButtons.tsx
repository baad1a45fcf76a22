import { useT } from '../../../i18n/I18nProvider';
import { cryptoMessages } from '../messages';
import { Button } from '../../../primitives/Button';
import * as common from '../../../screens/common.css';
import type { WalletButtonModel } from './cryptoTypes';
import { WalletButton } from './WalletButton';

export interface CryptoWalletButtonsProps {
  /** The wallets found in the browser, in the order to show them. */
  wallets: readonly WalletButtonModel[];
  /** How many wallet buttons fit (SPEC §9: 6 minus the social providers minus 1). */
  room: number;
  onSelect(wallet: WalletButtonModel): void;
  /** 'Continue with other Crypto Wallet': CryptoOtherScreen. */
  onOther(): void;
  /** 'Set up a new crypto wallet': CryptoSetupWallet. */
  onSetUp(): void;
}

/** SPEC §2 Main's wallet buttons: the detected wallets that fit, then 'other' when some do not, else 'set up'. */
export function CryptoWalletButtons({ wallets, room, onSelect, onOther, onSetUp }: CryptoWalletButtonsProps) {
  const t = useT(cryptoMessages);
  const more = wallets.length > room;
  return (
    <div className={common.tight}>
      {wallets.slice(0, room).map((wallet, index) => (
        <WalletButton key={index} wallet={wallet} onSelect={onSelect} />
      ))}
      <Button variant="secondary" onClick={more ? onOther : onSetUp}>
        {t(more ? 'crypto.continueWithOtherWallet' : 'crypto.setUpNewWallet')}
      </Button>
    </div>
  );
}
