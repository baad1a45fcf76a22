import { Login, type LoginProps } from './Login';
import { mountInto, splitMountOptions, type MountedWidget, type MountTarget } from './mountInto';

export type MountLoginOptions = MountTarget & LoginProps;

/**
 * Mounts the Login widget (SPEC §1) into the element `elementId` selects. The other widgets mount
 * from their own entries (portico/password-reset, portico/passkey-registration,
 * portico/identity-provider): what this module imports is Login's first download.
 */
export function mountLogin(options: MountLoginOptions): MountedWidget {
  const { target, props } = splitMountOptions<LoginProps>(options);
  return mountInto(target, () => <Login {...props} />);
}
