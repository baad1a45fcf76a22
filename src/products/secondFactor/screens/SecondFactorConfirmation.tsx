import { useT } from '../../../i18n/I18nProvider';
import { SuccessScreen } from '../../../screens/SuccessScreen';
import { secondFactorMessages } from '../messages';

/** Takes no data: it shows only once the second factor has completed the session. */
export type SecondFactorConfirmationProps = Record<string, never>;

/** 'Success!' after the second step, the only success a sign-in that needed one shows. */
export function SecondFactorConfirmation() {
  const t = useT(secondFactorMessages);
  return <SuccessScreen text={t('secondFactor.confirmationText')} />;
}
