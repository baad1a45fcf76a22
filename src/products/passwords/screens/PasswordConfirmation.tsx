import { useT } from '../../../i18n/I18nProvider';
import { passwordsMessages } from '../messages';
import { SuccessScreen } from '../../../screens/SuccessScreen';

/** PasswordConfirmation takes no data: the session is already stored when it shows. */
export type PasswordConfirmationProps = Record<string, never>;

/** SPEC §2 PasswordConfirmation: success after a password login, sign-up or reset. */
export function PasswordConfirmation() {
  const t = useT(passwordsMessages);
  return <SuccessScreen text={t('password.confirmationText')} />;
}
