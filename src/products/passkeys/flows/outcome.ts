/** SPEC §4 passkey sign-in: what the button and the autofill do with an answer or a failure. */
import type { AuthResponse } from '../../../client/types';
import { errorTypeOf, type FlowRuntime } from '../../../flows/runtime';

/**
 * A person's own "no" to the browser's passkey dialog (NotAllowedError), or a ceremony we or the
 * browser cancelled (AbortError): not an error to show (SPEC §2: no red banner for a user's cancel).
 */
export function isCancelled(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'NotAllowedError' || name === 'AbortError';
}

/**
 * SPEC §4: success emits PasskeyAuthenticate, clears the error descriptor and goes to
 * PasskeyConfirmation; an empty result sets the unknown passkey error and fails.
 */
export function passkeySignedIn(runtime: FlowRuntime, answer: AuthResponse | null): void {
  const { dispatch } = runtime.args;
  if (!answer) {
    runtime.fail(new Error('Passkey authentication answered no session.'));
    dispatch({ type: 'set_error_descriptor', errorDescriptor: { id: 'error.passkey_unknown' } });
    return;
  }
  runtime.emit({ type: 'PasskeyAuthenticate', data: answer });
  dispatch({ type: 'clear_error_descriptor' });
  dispatch({ type: 'transition', screen: 'PasskeyConfirmation' });
}

/**
 * A failed sign-in, in Main's banner: the server's error by its error_type (a
 * webauthn_registration_not_found shows as a warning, state.ts), any other failure the unknown
 * passkey error. onError hears every one but a cancel.
 */
export function passkeySignInFailed(runtime: FlowRuntime, error: unknown): void {
  if (isCancelled(error)) return;
  const descriptor = runtime.fail(error);
  runtime.args.dispatch({
    type: 'set_error_descriptor',
    errorDescriptor: errorTypeOf(error) ? descriptor : { id: 'error.passkey_unknown' },
  });
}
