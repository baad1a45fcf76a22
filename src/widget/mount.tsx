import type { LoginProps } from './Login';
import { mountInto, splitMountOptions, type MountedWidget, type MountTarget } from './mountInto';
import { PorticoWidget } from './PorticoWidget';
import { refuseUnserved } from './refuseUnserved';

export type MountLoginOptions = MountTarget & LoginProps;

/**
 * Mounts the Login widget (SPEC §1) into the element `elementId` selects. The other widgets mount
 * from their own entries (portico/password-reset, portico/passkey-registration,
 * portico/identity-provider): what this module imports is Login's first download.
 */
export function mountLogin(options: MountLoginOptions): MountedWidget {
  const { target, props } = splitMountOptions<LoginProps>(options);
  refuseUnserved(props.client, props.config); // throws before anything is added to the page
  // Login's own element, without Login itself: one component less in the first render (issue 20).
  return mountInto(target, () => <PorticoWidget {...props} initialScreen="Main" />);
}
