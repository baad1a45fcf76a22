import type { AuthClient, Bootstrap } from '../../client/types';
import type { Callbacks } from '../../flows/events';
import { useIdentityProviderFlow } from '../../flows/idp/useIdentityProviderFlow';
import { useT } from '../../i18n/I18nProvider';
import { idpMessages } from '../../i18n/messages/idp';
import { IDPConsent } from '../../screens/IDPConsent';
import { IDPError } from '../../screens/IDPError';
import { IDPLoading } from '../../screens/IDPLoading';
import { IDPLogout } from '../../screens/IDPLogout';
import { IDPOutcome } from '../../screens/IDPOutcome';
import { IDPSignInPrompt } from '../../screens/IDPSignInPrompt';
import type { ConsentManifestGenerator } from '../../screens/idpTypes';
import { ScreenFocusContext } from '../../screens/ScreenFocus';
import { useScreenFocusRule } from '../useScreenFocusRule';

export interface IdentityProviderScreensProps {
  client: AuthClient;
  callbacks?: Callbacks;
  bootstrap: Bootstrap;
  /** `isFramed()`, decided by the widget: in a frame nothing is offered. */
  framed: boolean;
  search?: string;
  navigate?: (url: string) => void;
  getConsentManifest?: ConsentManifestGenerator;
  trustedAuthToken?: string;
  tokenProfileID?: string;
}

const WAITING = new Set(['loading', 'preflight', 'redirecting']);

/** The IdP widget's own screen set, chosen by the controller's state; none of it is Login's. */
export function IdentityProviderScreens({ bootstrap, ...args }: IdentityProviderScreensProps) {
  const t = useT(idpMessages);
  const flow = useIdentityProviderFlow({ ...args, bootstrap, fallbackClientName: t('idp.fallbackClientName') });
  const { state } = flow;
  // Login's focus rule: the first screen never steals focus; a later one takes it. Waiting is no screen.
  const focus = useScreenFocusRule(WAITING.has(state.status) ? null : state.status);
  const { projectName } = bootstrap;

  let screen;
  switch (state.status) {
    case 'loading':
    case 'preflight':
    case 'redirecting':
      screen = <IDPLoading />;
      break;
    case 'error':
      screen = <IDPError error={state.error} />;
      break;
    case 'no_session':
      screen = <IDPSignInPrompt />;
      break;
    case 'consent_required':
      screen = (
        <IDPConsent
          {...state.consent}
          projectName={projectName}
          pending={state.pending === 'allow' || state.pending === 'deny' ? state.pending : null}
          onAllow={flow.onAllow}
          onDeny={flow.onDeny}
        />
      );
      break;
    case 'logout_required':
      screen = (
        <IDPLogout
          projectName={projectName}
          loggingOut={state.pending === 'yes'}
          onLogout={flow.onLogout}
          onStayLoggedIn={flow.onStayLoggedIn}
        />
      );
      break;
    case 'denied':
      screen = <IDPOutcome outcome="denied" />;
      break;
    case 'success':
      screen = <IDPOutcome outcome="success" />;
      break;
    case 'not_logged_out':
      screen = <IDPOutcome outcome="notLoggedOut" />;
      break;
    default:
      state satisfies never;
  }
  return <ScreenFocusContext.Provider value={focus}>{screen}</ScreenFocusContext.Provider>;
}
