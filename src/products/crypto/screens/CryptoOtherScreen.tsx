import { useT } from '../../../i18n/I18nProvider';
import { cryptoMessages } from '../messages';
import * as common from '../../../screens/common.css';
import type { WalletButtonModel } from './cryptoTypes';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import { WalletButton } from './WalletButton';

export interface CryptoOtherScreenProps {
  /** Every detected wallet, those Main had no room for included. */
  wallets: readonly WalletButtonModel[];
  onSelect(wallet: WalletButtonModel): void;
  onBack(): void;
}

/** SPEC §2 CryptoOtherScreen: every detected wallet, when Main has no room for them all. */
export function CryptoOtherScreen({ wallets, onSelect, onBack }: CryptoOtherScreenProps) {
  const t = useT(cryptoMessages);
  return (
    <ScreenLayout title={t('crypto.other.title')} onBack={onBack}>
      <div className={common.tight}>
        {wallets.map((wallet, index) => (
          <WalletButton key={index} wallet={wallet} onSelect={onSelect} />
        ))}
      </div>
    </ScreenLayout>
  );
}
