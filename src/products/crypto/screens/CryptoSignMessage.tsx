import { useT } from '../../../i18n/I18nProvider';
import { cryptoMessages } from '../messages';
import type { WalletButtonModel } from './cryptoTypes';
import { CryptoWaiting } from './CryptoWaiting';
import { walletTitle } from './walletTitle';

export interface CryptoSignMessageProps {
  /** The wallet the person picked. */
  wallet: WalletButtonModel;
  onBack(): void;
}

/** SPEC §2 CryptoSignMessage: the wallet is asked to sign the sign-in message (EIP-4361). */
export function CryptoSignMessage({ wallet, onBack }: CryptoSignMessageProps) {
  const t = useT(cryptoMessages);
  const values = { wallet: walletTitle(t, wallet) };
  return <CryptoWaiting title={t('crypto.sign.title', values)} text={t('crypto.sign.text', values)} onBack={onBack} />;
}
