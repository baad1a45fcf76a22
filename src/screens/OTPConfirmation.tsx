import { useT } from '../i18n/I18nProvider';
import { otpMessages } from '../i18n/messages/otp';
import { Text } from '../primitives/Text';
import { CheckIllustration } from './CheckIllustration';
import * as common from './common.css';
import { ScreenLayout } from './ScreenLayout';

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
