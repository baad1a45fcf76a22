import { useEffect, useState, type ReactNode } from 'react';
import type { AuthClient } from '../src/client';
import type { MountedWidget } from '../src/widget/mount/mountTarget';
import { SessionPanel } from './SessionPanel';

/** What both account widgets' mount functions take here (their options share these). */
type Mount = (options: {
  elementId: string;
  client: AuthClient;
  callbacks: {
    onEvent: (event: { type: string }) => void;
    onError: (error: { errorType?: string | undefined; message: string }) => void;
  };
}) => MountedWidget;

/**
 * A demo page for a widget that works on the person signed in on this origin (passkeys, security):
 * what to do when nobody is, the session panel, the widget, and the events it raised.
 */
export function AccountWidgetPage({ client, mount, elementId, intro }: { client: AuthClient; mount: Mount; elementId: string; intro: ReactNode }) {
  const [events, setEvents] = useState<string[]>([]);
  useEffect(() => {
    const mounted = mount({
      elementId: `#${elementId}`,
      client,
      callbacks: {
        onEvent: (event) => setEvents((shown) => [...shown, event.type]),
        onError: (error) => setEvents((shown) => [...shown, `error: ${error.errorType ?? ''} ${error.message}`]),
      },
    });
    return () => mounted.unmount();
  }, [client, mount, elementId]);
  return (
    <>
      <p>{intro}</p>
      <SessionPanel client={client} />
      <div id={elementId} />
      <h3>Events</h3>
      <ul data-testid="events">{events.map((line, i) => <li key={i}>{line}</li>)}</ul>
    </>
  );
}
