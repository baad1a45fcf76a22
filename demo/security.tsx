import { createRoot } from 'react-dom/client';
import { mountSecuritySettings } from '../src/widget/mount/mountSecuritySettings';
import { AccountWidgetPage } from './AccountWidgetPage';
import { demoClient } from './project';

/**
 * The account's security widget: for the person signed in on this origin, add an
 * authenticator app, keep backup codes, remove the app; passkeys from there too.
 */
void demoClient().then(({ client }) => {
  createRoot(document.getElementById('app')!).render(
    <AccountWidgetPage
      client={client}
      mount={mountSecuritySettings}
      elementId="portico-security"
      intro={
        <>
          Not signed in? Sign in in the <a href="/demo/index.html">playground</a>, then come back.
        </>
      }
    />,
  );
});
