import { Login, type LoginProps } from './Login';
import { mountInto, splitMountOptions, type MountedWidget, type MountTarget } from './mountInto';
import { backendProblems, PorticoConfigError } from '../flows/backendProblems';
import { withDefaults } from '../flows/config';

export type MountLoginOptions = MountTarget & LoginProps;

/**
 * Mounts the Login widget (SPEC §1) into the element `elementId` selects. The other widgets mount
 * from their own entries (portico/password-reset, portico/passkey-registration,
 * portico/identity-provider): what this module imports is Login's first download.
 */
export function mountLogin(options: MountLoginOptions): MountedWidget {
  const { target, props } = splitMountOptions<LoginProps>(options);
  // Issue 21: a product the backend cannot serve stops the mount, naming the product and the backend.
  const problems = backendProblems(props.client.backend, withDefaults(props.config));
  if (problems.length > 0) throw new PorticoConfigError(problems);
  return mountInto(target, () => <Login {...props} />);
}
