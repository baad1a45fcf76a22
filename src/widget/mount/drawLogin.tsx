import { Login, type LoginProps } from '../Login';
import { mountIntoHost } from './mountInto';
import type { MountedWidget, MountTarget } from './mountTarget';

/**
 * mountLogin's widget: Login, drawn into the host element mountLogin added. The package builds this
 * module with Preact answering for React (rollup.config.mjs `preactLogin`), so a page that mounts
 * Login downloads Preact and these same components, never React; from source (the demo, the tests)
 * it is drawn by React.
 */
export function drawLogin(host: HTMLElement, target: MountTarget, props: LoginProps): MountedWidget {
  return mountIntoHost(host, target, () => <Login {...props} />);
}
