import { useEffect, useState } from 'react';
import type { AuthClient, SessionState, User } from '../src/client';

const emailOf = (user: User | null) => user?.emails?.[0]?.email ?? user?.phone_numbers?.[0]?.phone_number ?? user?.user_id ?? '';

/** The host page's view of who is signed in: the email, the session, and a sign-out button. */
export function SessionPanel({ client }: { client: AuthClient }) {
  const [state, setState] = useState<Pick<SessionState, 'session' | 'user'>>(() => ({
    session: client.session.getSync(),
    user: null,
  }));
  useEffect(() => {
    const off = client.session.onChange((next) => setState({ session: next.session, user: next.user }));
    if (client.session.getSync()) {
      client.user.get().then(
        (user) => setState({ session: client.session.getSync(), user }),
        () => setState({ session: client.session.getSync(), user: null }),
      );
    }
    return off;
  }, [client]);

  if (!state.session) {
    return (
      <section className="session" aria-labelledby="session-heading">
        <h2 id="session-heading">Session</h2>
        <p data-testid="signed-out">Nobody is signed in.</p>
      </section>
    );
  }
  return (
    <section className="session" aria-labelledby="session-heading">
      <h2 id="session-heading">Session</h2>
      <p>
        Signed in as <strong data-testid="signed-in-as">{emailOf(state.user)}</strong>
      </p>
      <pre data-testid="session-json">{JSON.stringify(state.session, null, 2)}</pre>
      <button className="demo" type="button" onClick={() => void client.session.revoke({ forceClear: true })}>
        Sign out
      </button>
    </section>
  );
}
