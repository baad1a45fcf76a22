import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthClient } from '../src/client';
import { SessionPanel } from './SessionPanel';
import { demoClient } from './project';

type Status = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** The redirect target of magic links and social sign-in: it authenticates the token and shows the session. */
function Authenticate({ client }: { client: AuthClient }) {
  const [status, setStatus] = useState<Status>({ kind: 'working' });
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    const type = params.get('stytch_token_type');
    const run = async () => {
      if (!token) throw new Error('This link has no token.');
      if (type === 'oauth') await client.oauth.authenticate(token, { session_duration_minutes: 30 });
      else await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    };
    run().then(
      () => {
        history.replaceState(null, '', location.pathname);
        setStatus({ kind: 'done' });
      },
      (error: unknown) => setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [client]);
  return (
    <div>
      {status.kind === 'working' ? <p role="status">Signing you in…</p> : null}
      {status.kind === 'failed' ? <p role="alert">{status.message}</p> : null}
      {status.kind === 'done' ? <p role="status">You are signed in.</p> : null}
      <SessionPanel client={client} />
    </div>
  );
}

void demoClient().then(({ client }) => {
  createRoot(document.getElementById('app')!).render(<Authenticate client={client} />);
});
