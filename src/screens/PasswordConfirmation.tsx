import { useT } from '../i18n';
import { Text } from '../primitives/Text';
import { CheckIllustration } from './CheckIllustration';
import * as common from './common.css';
import { ScreenLayout } from './ScreenLayout';

/** PasswordConfirmation takes no data: the session is already stored when it shows. */
export type PasswordConfirmationProps = Record<string, never>;

/** SPEC §2 PasswordConfirmation: success after a password login, sign-up or reset. */
export function PasswordConfirmation() {
  const t = useT();
  return (
    <ScreenLayout title={t('common.success')} before={<CheckIllustration />} centered>
      <Text className={common.centeredText}>{t('password.confirmationText')}</Text>
    </ScreenLayout>
  );
}
