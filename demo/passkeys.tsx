import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthClient } from '../src/client';
import { mountPasskeyRegistration } from '../src/widget/mountPasskeyRegistration';
import { SessionPanel } from './SessionPanel';
import { demoClient } from './project';

/**
 * The passkey registration entry point (SPEC §1), for the person signed in on this origin. Sign in
 * first in the playground (any product); then create, rename and delete passkeys here, and sign in
 * with one from the playground with passkeys turned on.
 */
function PasskeyPage({ client }: { client: AuthClient }) {
  const [events, setEvents] = useState<string[]>([]);
  useEffect(() => {
    const mounted = mountPasskeyRegistration({
      elementId: '#portico-passkeys',
      client,
      callbacks: {
        onEvent: (event) => setEvents((shown) => [...shown, event.type]),
        onError: (error) => setEvents((shown) => [...shown, `error: ${error.errorType ?? ''} ${error.message}`]),
      },
    });
    return () => mounted.unmount();
  }, [client]);
  return (
    <>
      <p>
        Not signed in? Sign in in the <a href="/demo/index.html">playground</a>, then come back. To sign in with a passkey,
        turn <code>passkeys</code> on there.
      </p>
      <SessionPanel client={client} />
      <div id="portico-passkeys" />
      <h3>Events</h3>
      <ul data-testid="events">{events.map((line, i) => <li key={i}>{line}</li>)}</ul>
    </>
  );
}

void demoClient().then(({ client }) => {
  createRoot(document.getElementById('app')!).render(<PasskeyPage client={client} />);
});
