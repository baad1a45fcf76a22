import { useT } from '../../../i18n/I18nProvider';
import { passwordsMessages } from '../messages';
import { sharedMessages } from '../../../i18n/messages/shared';
import { Text } from '../../../primitives/Text';
import { CheckIllustration } from '../../../screens/CheckIllustration';
import * as common from '../../../screens/common.css';
import { ScreenLayout } from '../../../screens/ScreenLayout';

/** PasswordConfirmation takes no data: the session is already stored when it shows. */
export type PasswordConfirmationProps = Record<string, never>;

/** SPEC §2 PasswordConfirmation: success after a password login, sign-up or reset. */
export function PasswordConfirmation() {
  const t = useT(passwordsMessages, sharedMessages);
  return (
    <ScreenLayout title={t('common.success')} before={<CheckIllustration />} centered>
      <Text className={common.centeredText}>{t('password.confirmationText')}</Text>
    </ScreenLayout>
  );
}
