import { Login, type LoginProps } from './Login';
import { mountInto, type MountedWidget, type MountTarget } from './mountInto';
import { PasskeyRegistration, type PasskeyRegistrationProps } from './PasskeyRegistration';
import { PasswordReset, type PasswordResetProps } from './PasswordReset';

export type MountLoginOptions = MountTarget & LoginProps;
export type MountResetPasswordOptions = MountTarget & PasswordResetProps;
export type MountPasskeyRegistrationOptions = MountTarget & PasskeyRegistrationProps;

// SPEC §3 puts enableShadowDOM in the config; the mount option is accepted too.
const split = <T extends MountTarget & LoginProps>({ elementId, enableShadowDOM, css, ...props }: T) => ({
  target: { elementId, enableShadowDOM: enableShadowDOM ?? props.config?.enableShadowDOM ?? false, css } as MountTarget,
  props,
});

/** Mounts the Login widget (SPEC §1) into the element `elementId` selects. */
export function mountLogin(options: MountLoginOptions): MountedWidget {
  const { target, props } = split(options);
  return mountInto(target, () => <Login {...(props as LoginProps)} />);
}

/** Mounts the reset-password widget with the token from the reset link. */
export function mountResetPassword(options: MountResetPasswordOptions): MountedWidget {
  const { target, props } = split(options);
  return mountInto(target, () => <PasswordReset {...(props as PasswordResetProps)} />);
}

/** Mounts the passkey registration widget (SPEC §1) for the signed-in user. */
export function mountPasskeyRegistration(options: MountPasskeyRegistrationOptions): MountedWidget {
  const { target, props } = split(options);
  return mountInto(target, () => <PasskeyRegistration {...(props as PasskeyRegistrationProps)} />);
}
