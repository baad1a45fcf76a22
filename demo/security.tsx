import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthClient } from '../src/client';
import { mountSecuritySettings } from '../src/widget/mountSecuritySettings';
import { SessionPanel } from './SessionPanel';
import { demoClient } from './project';

/**
 * The account's security widget (issue 27): for the person signed in on this origin, add an
 * authenticator app, keep backup codes, remove the app; passkeys from there too.
 */
function SecurityPage({ client }: { client: AuthClient }) {
  const [events, setEvents] = useState<string[]>([]);
  useEffect(() => {
    const mounted = mountSecuritySettings({
      elementId: '#portico-security',
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
        Not signed in? Sign in in the <a href="/demo/index.html">playground</a>, then come back.
      </p>
      <SessionPanel client={client} />
      <div id="portico-security" />
      <h3>Events</h3>
      <ul data-testid="events">{events.map((line, i) => <li key={i}>{line}</li>)}</ul>
    </>
  );
}

void demoClient().then(({ client }) => {
  createRoot(document.getElementById('app')!).render(<SecurityPage client={client} />);
});
