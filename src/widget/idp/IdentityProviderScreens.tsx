import { useMemo, useState } from 'react';
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

/** The IdP widget's own screen set, chosen by the controller's state; none of it is Login's. */
export function IdentityProviderScreens({ bootstrap, ...args }: IdentityProviderScreensProps) {
  const t = useT(idpMessages);
  const flow = useIdentityProviderFlow({ ...args, bootstrap, fallbackClientName: t('idp.fallbackClientName') });
  // SPEC §2: the first screen never steals focus; the screen an answer leads to takes it.
  const [answered, setAnswered] = useState(false);
  const focus = useMemo(() => ({ focusOnMount: answered }), [answered]);
  const after = (run: () => void) => () => {
    setAnswered(true);
    run();
  };
  const { state } = flow;
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
          onAllow={after(flow.onAllow)}
          onDeny={after(flow.onDeny)}
        />
      );
      break;
    case 'logout_required':
      screen = (
        <IDPLogout
          projectName={projectName}
          loggingOut={state.pending === 'yes'}
          onLogout={after(flow.onLogout)}
          onStayLoggedIn={after(flow.onStayLoggedIn)}
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
