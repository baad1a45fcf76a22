import { useT } from '../../../i18n/I18nProvider';
import { sharedMessages } from '../../../i18n/messages/shared';
import { cryptoMessages } from '../messages';
import { Text } from '../../../primitives/Text';
import { ScreenLayout } from '../../../screens/ScreenLayout';

export interface CryptoErrorProps {
  /** The back arrow returns to Main, to try again. */
  onBack(): void;
}

/** SPEC §2 CryptoError: where every failed wallet sign-in ends, whatever failed. */
export function CryptoError({ onBack }: CryptoErrorProps) {
  // SPEC §2: the title is the generic error screen's ('Looks like there was an error!').
  const t = useT(cryptoMessages, sharedMessages);
  return (
    <ScreenLayout title={t('common.errorTitle')} onBack={onBack}>
      <Text>{t('crypto.error.text')}</Text>
    </ScreenLayout>
  );
}
