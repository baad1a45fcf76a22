import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { finishSignIn, logoutUrl, signInUrl, type SignedIn } from './demoApp';

/**
 * Demo App's page: where the identity provider sends the person back (demo-client's redirect and
 * post-logout URIs). With a code it finishes the sign-in; with an error it says so; otherwise it
 * offers to sign in with Portico Demo.
 */
function DemoApp() {
  const [query] = useState(() => new URLSearchParams(location.search));
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!query.has('code')) return;
    finishSignIn(new URL(location.href)).then(setSignedIn, (error: unknown) => setProblem(String((error as Error).message ?? error)));
    // The code works once: a reload must not try it again.
    history.replaceState(null, '', location.pathname);
  }, [query]);
  const go = (url: Promise<URL>) => void url.then((to) => location.assign(to), (error: unknown) => setProblem(String(error)));

  return (
    <section className="session" aria-labelledby="app-heading">
      <h2 id="app-heading">Demo App</h2>
      {query.get('error') ? (
        <p>
          The provider answered <code data-testid="param-error">{query.get('error')}</code>
          {query.get('error_description') ? `: ${query.get('error_description')}` : ''}
        </p>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {signedIn ? (
        <>
          <p>
            Signed in to Demo App as <strong data-testid="demo-app-user">{String(signedIn.claims.email ?? signedIn.claims.sub)}</strong>,
            with the scopes <code>{signedIn.scope}</code>. The id_token checked out:
          </p>
          <pre>{JSON.stringify(signedIn.claims, null, 2)}</pre>
          <button className="demo" type="button" onClick={() => go(logoutUrl(signedIn.idToken))}>
            Log out of Portico Demo
          </button>{' '}
          <button className="demo" type="button" onClick={() => go(logoutUrl())}>
            Log out without a hint (the provider asks first)
          </button>
        </>
      ) : (
        <>
          {!query.has('code') && !query.get('error') && query.has('state') ? <p>You are back from logging out.</p> : null}
          <button className="demo" type="button" onClick={() => go(signInUrl())}>
            Sign in with Portico Demo
          </button>{' '}
          <button className="demo" type="button" onClick={() => go(signInUrl('openid email profile read:documents admin:billing'))}>
            Sign in, asking for documents and billing too
          </button>
        </>
      )}
    </section>
  );
}

createRoot(document.getElementById('app')!).render(<DemoApp />);
