import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import * as common from '../../../screens/common.css';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import { organizationsMessages } from '../messages';
import type { InvitationDetails } from './invitationTypes';
import { PersonText } from './PersonText';

export interface InvitationMismatchProps {
  invitation: InvitationDetails;
  /** The signed-in person's address, when known. */
  signedInAs: string | null;
  /** @defaultValue false */
  signingOut?: boolean;
  /** Ends this session, so the invited address can accept. */
  onSignOut(): void;
  onBack(): void;
}

/** An invitation is bound to its address (docs/organizations.md): a person signed in with another one is refused. */
export function InvitationMismatch({ invitation, signedInAs, signingOut = false, onSignOut, onBack }: InvitationMismatchProps) {
  const t = useT(organizationsMessages);
  return (
    <ScreenLayout title={t('organizations.invitation.mismatchTitle')} onBack={onBack}>
      <div className={common.stack}>
        <Text data-error-id="error.invitation_email_mismatch">
          <MessageText error={{ id: 'error.invitation_email_mismatch' }} />
        </Text>
        <Text variant="muted">
          <PersonText t={t} id="organizations.invitation.for" values={{ email: invitation.email }} />
          {signedInAs ? (
            <>
              {' '}
              <PersonText t={t} id="organizations.invitation.signedInAs" values={{ email: signedInAs }} />
            </>
          ) : null}
        </Text>
        <Button onClick={onSignOut} loading={signingOut}>
          {t('organizations.invitation.signOut')}
        </Button>
      </div>
    </ScreenLayout>
  );
}
