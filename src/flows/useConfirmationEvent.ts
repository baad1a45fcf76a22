/** SPEC §2: OTPConfirmation and PasskeyConfirmation emit AuthenticateFlowComplete when shown. */
import { useEffect, useRef, useState } from 'react';
import type { AuthClient } from '../client/types';
import type { Callbacks } from './events';
import { safely } from './runtime';

/** Emits AuthenticateFlowComplete once per mount of a confirmation screen. */
export function useAuthenticateFlowComplete(callbacks: Callbacks | undefined, signedIn = true): void {
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const emitted = useRef(false); // StrictMode runs effects twice: a host hears it once
  useEffect(() => {
    if (emitted.current || !signedIn) return;
    emitted.current = true;
    safely(() => latest.current?.onEvent?.({ type: 'AuthenticateFlowComplete', data: {} }));
  }, [signedIn]);
}

/**
 * A confirmation after a step that may or may not start a session (a password reset: Better Auth
 * starts none): whether one exists as it shows, and AuthenticateFlowComplete exactly when it does.
 */
export function useSessionConfirmation(client: AuthClient, callbacks: Callbacks | undefined): boolean {
  const [signedIn] = useState(() => client.session.getSync() !== null);
  useAuthenticateFlowComplete(callbacks, signedIn);
  return signedIn;
}
