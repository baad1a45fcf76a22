import { useT } from '../../../i18n/I18nProvider';
import { cryptoMessages } from '../messages';
import { SuccessScreen } from '../../../screens/SuccessScreen';

/** CryptoConfirmation takes no data: the session is stored when it shows. */
export type CryptoConfirmationProps = Record<string, never>;

/** SPEC §2 CryptoConfirmation: the wallet signed in. */
export function CryptoConfirmation() {
  const t = useT(cryptoMessages);
  return <SuccessScreen text={t('crypto.confirmation.text')} />;
}
