import { useT } from '../../../i18n/I18nProvider';
import { cryptoMessages } from '../messages';
import { Text } from '../../../primitives/Text';
import { ScreenLayout } from '../../../screens/ScreenLayout';

export interface CryptoErrorProps {
  /** The back arrow returns to Main, to try again. */
  onBack(): void;
}

/** SPEC §2 CryptoError: where every failed wallet sign-in ends, whatever failed. */
export function CryptoError({ onBack }: CryptoErrorProps) {
  const t = useT(cryptoMessages);
  return (
    <ScreenLayout title={t('crypto.error.title')} onBack={onBack}>
      <Text>{t('crypto.error.text')}</Text>
    </ScreenLayout>
  );
}
