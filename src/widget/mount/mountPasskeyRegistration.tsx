import { mountInto } from './mountInto';
import { splitMountOptions, type MountedWidget, type MountTarget } from './mountTarget';
import { refuseUnserved } from '../refuseUnserved';
import { PasskeyRegistration, type PasskeyRegistrationProps } from '../PasskeyRegistration';

export type MountPasskeyRegistrationOptions = MountTarget & PasskeyRegistrationProps;

/** Mounts the passkey registration widget (SPEC §1) for the signed-in user. */
export function mountPasskeyRegistration(options: MountPasskeyRegistrationOptions): MountedWidget {
  const { target, props } = splitMountOptions<PasskeyRegistrationProps>(options);
  refuseUnserved(props.client, { products: ['passkeys'] });
  return mountInto(target, () => <PasskeyRegistration {...props} />);
}
