import { useT } from '../../../i18n/I18nProvider';
import { cryptoMessages } from '../messages';
import { Button } from '../../../primitives/Button';
import type { WalletButtonModel } from './cryptoTypes';
import { WalletIcon } from './WalletIcon';
import { walletTitle } from './walletTitle';

export interface WalletButtonProps {
  wallet: WalletButtonModel;
  onSelect(wallet: WalletButtonModel): void;
}

/** One detected wallet: its icon and title; pressing it starts the sign-in with that wallet. */
export function WalletButton({ wallet, onSelect }: WalletButtonProps) {
  const t = useT(cryptoMessages);
  return (
    <Button variant="secondary" icon={<WalletIcon wallet={wallet} />} onClick={() => onSelect(wallet)}>
      {walletTitle(t, wallet)}
    </Button>
  );
}
