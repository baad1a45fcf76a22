import type { EarlyMain } from '../earlyMain';
import type { LoginProps } from '../Login';
import { mountIntoHost } from './mountInto';
import type { MountedWidget, MountTarget } from './mountTarget';
import { PorticoWidget } from '../PorticoWidget';

/** mountLogin's React half, downloaded while the early Main shows: Login's own element, without Login itself (one component less in the first render). */
export function mountLoginWidget(host: HTMLElement, target: MountTarget, props: LoginProps, early: EarlyMain | undefined): MountedWidget {
  return mountIntoHost(host, target, () => <PorticoWidget {...props} initialScreen="Main" />, early);
}
