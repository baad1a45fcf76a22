import { useT } from '../../../i18n/I18nProvider';
import { otpMessages } from '../messages';
import { Text } from '../../../primitives/Text';
import { CheckIllustration } from '../../../screens/CheckIllustration';
import * as common from '../../../screens/common.css';
import { ScreenLayout } from '../../../screens/ScreenLayout';

/** OTPConfirmation takes no data: the flow emits AuthenticateFlowComplete when it shows. */
export type OTPConfirmationProps = Record<string, never>;

/** SPEC §2 OTPConfirmation: 'Success!' with a check. */
export function OTPConfirmation() {
  const t = useT(otpMessages);
  return (
    <ScreenLayout title={t('otp.confirmation.title')} before={<CheckIllustration />} centered>
      <Text className={common.centeredText}>{t('otp.confirmation.text')}</Text>
    </ScreenLayout>
  );
}
