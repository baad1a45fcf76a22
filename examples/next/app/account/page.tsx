import { headers } from 'next/headers';
import { sessionJwtFrom, SessionVerificationError } from 'portico/server';
import { verifySession } from '../../lib/session';

/** A server component: the session is verified here, on this server, before anything is shown. */
export default async function Account() {
  try {
    const session = await verifySession(sessionJwtFrom(await headers()));
    return (
      <main>
        <h1>Your account</h1>
        <p role="status">Signed in as user {session.userId}</p>
        <p>Session started {new Date(session.startedAt).toUTCString()}.</p>
      </main>
    );
  } catch (error) {
    const down = error instanceof SessionVerificationError && error.reason === 'unavailable';
    return (
      <main>
        <h1>Your account</h1>
        <p role="status">{down ? 'The sign-in service cannot be reached; try again in a moment.' : 'Nobody is signed in.'}</p>
        <a href="/">Sign in</a>
      </main>
    );
  }
}
