import { useT } from '../../../i18n/I18nProvider';
import { Text } from '../../../primitives/Text';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { organizationsMessages } from '../messages';

export interface InvitationUnusableProps {
  /** Why: expired, or unknown, withdrawn or already answered. */
  error: ScreenError;
  onBack(): void;
}

/** A link that can no longer be answered (docs/organizations.md: single-use, 7 days). */
export function InvitationUnusable({ error, onBack }: InvitationUnusableProps) {
  const t = useT(organizationsMessages);
  return (
    <ScreenLayout title={t('organizations.invitation.unusableTitle')} onBack={onBack}>
      <Text data-error-id={error.id}>
        <MessageText error={error} />
      </Text>
    </ScreenLayout>
  );
}
