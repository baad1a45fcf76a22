import { useT } from '../../../i18n/I18nProvider';
import { Text } from '../../../primitives/Text';
import { CheckIllustration } from '../../../screens/CheckIllustration';
import * as common from '../../../screens/common.css';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import { organizationsMessages } from '../messages';
import { isolate } from './isolate';
import { PersonText } from './PersonText';

export interface InvitationAnsweredProps {
  organization: string;
  /** Accepted: the person is a member, and it is the session's active organization. */
  outcome: 'accepted' | 'declined';
}

/** The answer taken: joined (with the check of SPEC §2's confirmations), or declined. */
export function InvitationAnswered({ organization, outcome }: InvitationAnsweredProps) {
  const t = useT(organizationsMessages);
  const accepted = outcome === 'accepted';
  return (
    <ScreenLayout
      title={accepted ? t('organizations.invitation.acceptedTitle', { organization: isolate(organization) }) : t('organizations.invitation.declinedTitle')}
      before={accepted ? <CheckIllustration /> : undefined}
      centered
    >
      <Text className={common.centeredText}>
        <PersonText t={t} id={accepted ? 'organizations.invitation.acceptedText' : 'organizations.invitation.declinedText'} values={{ organization }} />
      </Text>
    </ScreenLayout>
  );
}
