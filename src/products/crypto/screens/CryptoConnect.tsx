import { useT } from '../../../i18n/I18nProvider';
import { cryptoMessages } from '../messages';
import type { WalletButtonModel } from './cryptoTypes';
import { CryptoWaiting } from './CryptoWaiting';
import { walletTitle } from './walletTitle';

export interface CryptoConnectProps {
  /** The wallet the person picked. */
  wallet: WalletButtonModel;
  onBack(): void;
}

/** SPEC §2 CryptoConnect: the wallet is asked for its address while the widget fetches a challenge. */
export function CryptoConnect({ wallet, onBack }: CryptoConnectProps) {
  const t = useT(cryptoMessages);
  const values = { wallet: walletTitle(t, wallet) };
  return <CryptoWaiting title={t('crypto.connect.title', values)} text={t('crypto.connect.text', values)} onBack={onBack} />;
}
