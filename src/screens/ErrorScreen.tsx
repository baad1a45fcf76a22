import { useT } from '../i18n/I18nProvider';
import { sharedMessages } from '../i18n/messages/shared';
import { MessageText } from './MessageText';
import { ScreenLayout } from './ScreenLayout';
import { Text } from '../primitives/Text';
import type { ScreenError } from './types';

export interface ErrorScreenProps {
  /** What went wrong, as a person reads it. */
  error: ScreenError;
  /** Shows the back arrow. @defaultValue undefined */
  onBack?: () => void;
}

/** SPEC §2's generic error screen: 'Looks like there was an error!', a message, an optional back control. */
export function ErrorScreen({ error, onBack }: ErrorScreenProps) {
  const t = useT(sharedMessages);
  return (
    <ScreenLayout title={t('common.errorTitle')} onBack={onBack}>
      <Text>
        <MessageText error={error} />
      </Text>
    </ScreenLayout>
  );
}
