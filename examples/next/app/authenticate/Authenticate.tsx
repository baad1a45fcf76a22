'use client';
import { handleAuthRedirect } from 'portico/client';
import { useEffect, useState } from 'react';
import { client } from '../../lib/portico';

/** The magic link's page: it reads the token from the URL, so it runs in the browser. */
export function Authenticate() {
  const [status, setStatus] = useState('Signing you in…');
  useEffect(() => {
    void handleAuthRedirect(client).then((result) => {
      if (result.kind === 'authenticated') setStatus(`Signed in as ${result.user.emails[0]?.email}`);
      else if (result.kind === 'error') setStatus(`That link did not work: ${result.error.message}`);
      else setStatus('Nothing to sign in with here.');
    });
  }, []);
  return <p role="status">{status}</p>;
}
