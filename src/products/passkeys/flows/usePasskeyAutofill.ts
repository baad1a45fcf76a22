/**
 * SPEC §4 passkey autofill (conditional mediation): while Main shows, one quiet request offers the
 * person's passkeys in the email field's autofill. It never opens a dialog by itself.
 */
import { useEffect } from 'react';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import { passkeySignedIn, passkeySignInFailed } from './outcome';

/** SPEC §9: passkey autofill retries. */
export const PASSKEY_AUTOFILL_RETRIES = 5;
/** Authored: a failure that repeats at once (the server is down) must not spend the budget in a blink. */
export const PASSKEY_AUTOFILL_RETRY_MS = 1_000;

/**
 * Runs while `enabled` (passkeys on, the browser offers passkey autofill, an email form is on Main)
 * and the caller is mounted. One request at a time; each failure spends one of the budget and none
 * is made at 0; leaving Main or turning it off aborts the request in flight.
 */
export function usePasskeyAutofill(args: FlowArgs, enabled: boolean): void {
  const runtime = useFlowRuntime(args);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pause = () => new Promise<void>((resolve) => (timer = setTimeout(resolve, PASSKEY_AUTOFILL_RETRY_MS)));

    void (async () => {
      for (let budget = PASSKEY_AUTOFILL_RETRIES; budget > 0; budget -= 1) {
        if (budget < PASSKEY_AUTOFILL_RETRIES) await pause();
        if (signal.aborted) return;
        const { client, config } = runtime.args;
        try {
          const answer = await client.webauthn.authenticate({
            is_passkey: true,
            conditional_mediation: true,
            session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
            signal,
          });
          if (signal.aborted) return;
          passkeySignedIn(runtime, answer);
          if (answer) return;
        } catch (error) {
          // Our own abort (Main left) ends it; any other failure spends one (a cancel silently).
          if (signal.aborted) return;
          passkeySignInFailed(runtime, error);
        }
      }
    })();

    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, runtime]);
}
