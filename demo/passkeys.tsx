import { createRoot } from 'react-dom/client';
import { SessionPanel } from './SessionPanel';
import { demoClient } from './project';

/** The passkey-registration entry point. Its widget (PasskeyRegistrationStart) lands with the passkeys issue. */
void demoClient().then(({ client }) => {
  createRoot(document.getElementById('app')!).render(
    <>
      <p>
        The PasskeyRegistration widget is not built yet; it will mount here for the signed-in user. The emulator
        already answers its calls (see docs/protocol.md, Passkeys).
      </p>
      <SessionPanel client={client} />
    </>,
  );
});
