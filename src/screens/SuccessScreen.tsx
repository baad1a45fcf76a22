import { useT } from '../i18n/I18nProvider';
import { sharedMessages } from '../i18n/messages/shared';
import { Text } from '../primitives/Text';
import { CheckIllustration } from './CheckIllustration';
import * as common from './common.css';
import { ScreenLayout } from './ScreenLayout';

export interface SuccessScreenProps {
  /** What succeeded, in the product's words, under 'Success!'. */
  text: string;
}

/** SPEC §2's confirmation screens (passwords, passkeys, wallets, the second factor): 'Success!' with a check. */
export function SuccessScreen({ text }: SuccessScreenProps) {
  const t = useT(sharedMessages);
  return (
    <ScreenLayout title={t('common.success')} before={<CheckIllustration />} centered>
      <Text className={common.centeredText}>{text}</Text>
    </ScreenLayout>
  );
}
