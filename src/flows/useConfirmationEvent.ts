/** SPEC §2: OTPConfirmation and PasskeyConfirmation emit AuthenticateFlowComplete when shown. */
import { useEffect, useRef } from 'react';
import type { Callbacks } from './events';
import { safely } from './runtime';

/** Emits AuthenticateFlowComplete once per mount of a confirmation screen. */
export function useAuthenticateFlowComplete(callbacks: Callbacks | undefined): void {
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const emitted = useRef(false); // StrictMode runs effects twice: a host hears it once
  useEffect(() => {
    if (emitted.current) return;
    emitted.current = true;
    safely(() => latest.current?.onEvent?.({ type: 'AuthenticateFlowComplete', data: {} }));
  }, []);
}
