/**
 * Issue 26: the widget follows the session it shows. A confirmation screen says "you are signed
 * in"; once the session ends (signed out by the host, in another tab, or found gone by the server)
 * it would say something false, so the widget goes back to Main.
 */
import { useEffect, useRef } from 'react';
import type { AuthClient } from '../client/types';
import type { WidgetDispatch } from './reducer';
import type { Screen } from './state';

/** The screens that exist only while their session does (SPEC §2: each follows a sign-in). */
export const SIGNED_IN_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'OTPConfirmation',
  'PasswordConfirmation',
  'PasskeyConfirmation',
  'CryptoConfirmation',
  'SecondFactorConfirmation',
]);

export function useFollowSession({ client, screen, dispatch }: { client: AuthClient; screen: Screen; dispatch: WidgetDispatch }): void {
  const current = useRef(screen);
  current.current = screen;
  useEffect(
    () =>
      client.session.onChange(({ session }) => {
        if (session || !SIGNED_IN_SCREENS.has(current.current)) return;
        dispatch({ type: 'clear_error_descriptor' });
        dispatch({ type: 'transition', screen: 'Main' });
      }),
    [client, dispatch],
  );
}
