import { createRoot } from 'react-dom/client';
import { mountPasskeyRegistration } from '../src/widget/mount/mountPasskeyRegistration';
import { AccountWidgetPage } from './AccountWidgetPage';
import { demoClient } from './project';

/**
 * The passkey registration entry point (SPEC §1), for the person signed in on this origin. Sign in
 * first in the playground (any product); then create, rename and delete passkeys here, and sign in
 * with one from the playground with passkeys turned on.
 */
void demoClient().then(({ client }) => {
  createRoot(document.getElementById('app')!).render(
    <AccountWidgetPage
      client={client}
      mount={mountPasskeyRegistration}
      elementId="portico-passkeys"
      intro={
        <>
          Not signed in? Sign in in the <a href="/demo/index.html">playground</a>, then come back. To sign in with a passkey,
          turn <code>passkeys</code> on there.
        </>
      }
    />,
  );
});
