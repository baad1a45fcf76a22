import { useT } from '../../../i18n/I18nProvider';
import { passkeySignInMessages } from '../messages';
import { SuccessScreen } from '../../../screens/SuccessScreen';

/** PasskeyConfirmation takes no data: the flow emits AuthenticateFlowComplete when it shows. */
export type PasskeyConfirmationProps = Record<string, never>;

/** SPEC §2 PasskeyConfirmation: 'Success!' with a check. */
export function PasskeyConfirmation() {
  const t = useT(passkeySignInMessages);
  return <SuccessScreen text={t('passkey.confirmation.text')} />;
}
