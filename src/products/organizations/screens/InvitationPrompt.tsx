import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import { ErrorBanner } from '../../../screens/ErrorBanner';
import * as common from '../../../screens/common.css';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { organizationsMessages } from '../messages';
import type { InvitationDetails } from './invitationTypes';
import { isolate } from './isolate';
import { PersonText } from './PersonText';
import { roleName } from './roleName';

export interface InvitationPromptProps {
  invitation: InvitationDetails;
  /** The answer on its way: its button spins, and both are blocked. @defaultValue null */
  busy?: 'accept' | 'decline' | null;
  /** @defaultValue null */
  error?: ScreenError | null;
  onAccept(): void;
  onDecline(): void;
}

/** The mailed invitation's page (docs/organizations.md "Invitations"): who invites the person, where, as what; accept or decline. */
export function InvitationPrompt({ invitation, busy = null, error = null, onAccept, onDecline }: InvitationPromptProps) {
  const t = useT(organizationsMessages);
  const { organization, inviter, email } = invitation;
  const role = roleName(t, invitation.role);
  return (
    <ScreenLayout title={t('organizations.invitation.title', { organization: isolate(organization) })}>
      <div className={common.stack}>
        {error ? <ErrorBanner error={error} /> : null}
        <Text>
          {inviter ? (
            <PersonText t={t} id="organizations.invitation.text" values={{ inviter, organization, role }} />
          ) : (
            <PersonText t={t} id="organizations.invitation.textNoInviter" values={{ organization, role }} />
          )}
        </Text>
        <Text variant="muted">
          <PersonText t={t} id="organizations.invitation.for" values={{ email }} />
        </Text>
        <div className={common.tight}>
          <Button onClick={onAccept} loading={busy === 'accept'} disabled={busy === 'decline'}>
            {t('organizations.invitation.accept')}
          </Button>
          <Button variant="secondary" onClick={onDecline} loading={busy === 'decline'} disabled={busy === 'accept'}>
            {t('organizations.invitation.decline')}
          </Button>
        </div>
      </div>
    </ScreenLayout>
  );
}
