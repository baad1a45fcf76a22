import { useT } from '../../../i18n/I18nProvider';
import { passwordsMessages } from '../messages';
import { SuccessScreen } from '../../../screens/SuccessScreen';

export interface PasswordConfirmationProps {
  /** A session exists: false after a reset that starts none (Better Auth), which asks to log in. @defaultValue true */
  signedIn?: boolean;
}

/** SPEC §2 PasswordConfirmation: success after a password login, sign-up or reset. */
export function PasswordConfirmation({ signedIn = true }: PasswordConfirmationProps) {
  const t = useT(passwordsMessages);
  return <SuccessScreen text={t(signedIn ? 'password.confirmationText' : 'password.resetDoneText')} />;
}
