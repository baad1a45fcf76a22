/**
 * Issue 26: the widget follows the session it shows. A confirmation screen says "you are signed
 * in"; once the session ends (signed out by the host, in another tab, or found gone by the server)
 * it would say something false, so the widget goes back to Main.
 */
import { useEffect } from 'react';
import type { AuthClient } from '../client/types';
import type { WidgetDispatch } from './reducer';
import type { Screen } from './state';

/** The screens that exist only while their session does (SPEC §2: each follows a sign-in). */
export const SIGNED_IN_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'OTPConfirmation',
  'PasswordConfirmation',
  'PasskeyConfirmation',
  'CryptoConfirmation',
]);

export function useFollowSession({ client, screen, dispatch }: { client: AuthClient; screen: Screen; dispatch: WidgetDispatch }): void {
  // Only while a signed-in screen shows: Main never waits for the session manager's download.
  const signedIn = SIGNED_IN_SCREENS.has(screen);
  useEffect(() => {
    if (!signedIn) return;
    return client.session.onChange(({ session }) => {
      if (session) return;
      dispatch({ type: 'clear_error_descriptor' });
      dispatch({ type: 'transition', screen: 'Main' });
    });
  }, [client, dispatch, signedIn]);
}
