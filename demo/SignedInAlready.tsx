import type { AuthRedirectResult } from '../src/client';

type Asked = Extract<AuthRedirectResult, { kind: 'signed_in_already' }>;

/**
 * A link or a provider's redirect arrived while someone is signed in on this browser.
 * handleAuthRedirect waits for the person: continuing signs in with the link (replacing the
 * session), staying keeps the session and forgets the link.
 */
export function SignedInAlready({ asked, onResult }: { asked: Asked; onResult: (result: AuthRedirectResult | null) => void }) {
  return (
    <div role="group" aria-labelledby="signed-in-already">
      <p id="signed-in-already" role="status">
        You are already signed in on this browser. Sign in with this link instead? If you did not ask for it, stay signed in.
      </p>
      <button type="button" onClick={() => void asked.proceed().then(onResult)}>
        Continue with this link
      </button>{' '}
      <button type="button" onClick={() => onResult(null)}>
        Stay signed in
      </button>
    </div>
  );
}
