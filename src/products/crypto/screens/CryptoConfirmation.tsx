import { useT } from '../../../i18n/I18nProvider';
import { cryptoMessages } from '../messages';
import { sharedMessages } from '../../../i18n/messages/shared';
import { Text } from '../../../primitives/Text';
import { CheckIllustration } from '../../../screens/CheckIllustration';
import * as common from '../../../screens/common.css';
import { ScreenLayout } from '../../../screens/ScreenLayout';

/** CryptoConfirmation takes no data: the session is stored when it shows. */
export type CryptoConfirmationProps = Record<string, never>;

/** SPEC §2 CryptoConfirmation: the wallet signed in. */
export function CryptoConfirmation() {
  const t = useT(cryptoMessages, sharedMessages);
  return (
    <ScreenLayout title={t('common.success')} before={<CheckIllustration />} centered>
      <Text className={common.centeredText}>{t('crypto.confirmation.text')}</Text>
    </ScreenLayout>
  );
}
