import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';
import { useTranslations } from '../../../i18n/productTranslations';
import { LoadingScreen } from '../../../screens/LoadingScreen';
import { heldInvitation, useInvitation } from '../flows';
import { organizationsTranslations } from '../locales';
import { InvitationAnswered, InvitationMismatch, InvitationPrompt, InvitationUnusable } from '../screens';

/** The Invitation screen: the invitation this widget read from its page's link, and its answer. */
export function InvitationContainer() {
  const { dispatch, goToMain } = useWidget();
  const { state, accept, decline, signOut } = useInvitation(useFlowArgs(), heldInvitation(dispatch));
  useTranslations(organizationsTranslations); // drawn again when its words in the language in use arrive
  switch (state.step) {
    case 'loading':
      return <LoadingScreen />;
    case 'prompt':
      return <InvitationPrompt invitation={state.invitation} busy={state.busy} error={state.error} onAccept={accept} onDecline={decline} />;
    case 'mismatch':
      return <InvitationMismatch invitation={state.invitation} signedInAs={state.signedInAs} signingOut={state.signingOut} onSignOut={signOut} onBack={goToMain} />;
    case 'unusable':
      return <InvitationUnusable error={state.error} onBack={goToMain} />;
    case 'answered':
      return <InvitationAnswered organization={state.organization} outcome={state.outcome} />;
  }
}
