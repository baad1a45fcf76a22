import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { handleAuthRedirect, type AuthClient, type AuthRedirectResult } from '../src/client';
import { mountVerifySecondFactor } from '../src/widget/mount/mountVerifySecondFactor';
import { readState } from './playgroundConfig';
import { SessionPanel } from './SessionPanel';
import { SignedInAlready } from './SignedInAlready';
import { demoClient } from './project';

/**
 * The redirect target of magic links, reset emails' login links and social sign-in: the host's
 * redirect page of docs/widget.md, built on handleAuthRedirect, and the session it signed in.
 */
function Authenticate({ client, redirect }: { client: AuthClient; redirect: Promise<AuthRedirectResult> }) {
  const [result, setResult] = useState<AuthRedirectResult | null | undefined>(undefined);
  useEffect(() => void redirect.then(setResult), [redirect]);
  return (
    <div>
      {result === undefined ? <p role="status">Signing you in…</p> : null}
      {result === null ? <p role="status">You stayed signed in; the link was not used.</p> : null}
      {result?.kind === 'signed_in_already' ? <SignedInAlready asked={result} onResult={setResult} /> : null}
      {result?.kind === 'authenticated' ? <p role="status">You are signed in.</p> : null}
      {result?.kind === 'error' ? <p role="alert">{result.error.message}</p> : null}
      {result?.kind === 'none' ? <p role="alert">This link has no token.</p> : null}
      {result?.kind === 'second_factor' ? <VerifyHere client={client} /> : null}
      <SessionPanel client={client} />
    </div>
  );
}

/**
 * The first factor is proven, no session yet: the Login widget opens on "Verify it's you"
 * right here, with the playground's config of this tab (Back leads to its Main).
 */
function VerifyHere({ client }: { client: AuthClient }) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const { config, styles, theme, lang } = readState('');
    target.current!.id = 'portico-verify';
    const mounted = mountVerifySecondFactor({ elementId: '#portico-verify', client, config, styles, theme, lang });
    return () => queueMicrotask(() => mounted.unmount());
  }, [client]);
  return (
    <>
      <p role="status">One more step: this account needs a second factor.</p>
      <div ref={target} />
    </>
  );
}

void demoClient().then(({ client }) => {
  // Read before anything renders: the token leaves the address bar at once.
  const redirect = handleAuthRedirect(client);
  createRoot(document.getElementById('app')!).render(<Authenticate client={client} redirect={redirect} />);
});
