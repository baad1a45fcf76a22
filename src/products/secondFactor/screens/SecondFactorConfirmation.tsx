import { useT } from '../../../i18n/I18nProvider';
import { sharedMessages } from '../../../i18n/messages/shared';
import { Text } from '../../../primitives/Text';
import { CheckIllustration } from '../../../screens/CheckIllustration';
import * as common from '../../../screens/common.css';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import { secondFactorMessages } from '../messages';

/** Takes no data: it shows only once the second factor has completed the session. */
export type SecondFactorConfirmationProps = Record<string, never>;

/** Issue 27: 'Success!' after the second step, the only success a sign-in that needed one shows. */
export function SecondFactorConfirmation() {
  const t = useT(secondFactorMessages, sharedMessages);
  return (
    <ScreenLayout title={t('common.success')} before={<CheckIllustration />} centered>
      <Text className={common.centeredText}>{t('secondFactor.confirmationText')}</Text>
    </ScreenLayout>
  );
}
