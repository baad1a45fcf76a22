/**
 * The widget follows the session it shows. A confirmation screen says "you are signed in"; once the
 * session ends (signed out by the host, in another tab, or found gone by the server) it would say
 * something false, so the widget goes back to Main (SPEC §2: each such screen follows a sign-in).
 */
import { useEffect } from 'react';
import type { AuthClient } from '../client/types';
import type { ProductModule } from './productModule';
import type { WidgetDispatch } from './reducer';
import type { Screen } from './state';

export function useFollowSession({ client, screen, products, dispatch }: { client: AuthClient; screen: Screen; products: readonly ProductModule[] | null; dispatch: WidgetDispatch }): void {
  // Only while a screen its product says exists with its session shows: Main never waits for the session manager's download.
  const signedIn = !!products?.some((product) => product.signedInScreens?.includes(screen));
  useEffect(() => {
    if (!signedIn) return;
    return client.session.onChange(({ session }) => {
      if (session) return;
      dispatch({ type: 'clear_error_descriptor' });
      dispatch({ type: 'transition', screen: 'Main' });
    });
  }, [client, dispatch, signedIn]);
}
