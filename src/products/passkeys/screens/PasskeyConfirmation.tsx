import { useT } from '../../../i18n/I18nProvider';
import { passkeySignInMessages } from '../messages';
import { sharedMessages } from '../../../i18n/messages/shared';
import { Text } from '../../../primitives/Text';
import { CheckIllustration } from '../../../screens/CheckIllustration';
import * as common from '../../../screens/common.css';
import { ScreenLayout } from '../../../screens/ScreenLayout';

/** PasskeyConfirmation takes no data: the flow emits AuthenticateFlowComplete when it shows. */
export type PasskeyConfirmationProps = Record<string, never>;

/** SPEC §2 PasskeyConfirmation: 'Success!' with a check. */
export function PasskeyConfirmation() {
  const t = useT(passkeySignInMessages, sharedMessages);
  return (
    <ScreenLayout title={t('common.success')} before={<CheckIllustration />} centered>
      <Text className={common.centeredText}>{t('passkey.confirmation.text')}</Text>
    </ScreenLayout>
  );
}
