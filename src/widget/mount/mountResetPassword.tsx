import { PASSWORD_RESET_NEEDS } from '../../products/passwordResetProducts';
import { mountInto } from './mountInto';
import { splitMountOptions, type MountedWidget, type MountTarget } from './mountTarget';
import { refuseUnserved } from '../refuseUnserved';
import { PasswordReset, type PasswordResetProps } from '../PasswordReset';

export type MountResetPasswordOptions = MountTarget & PasswordResetProps;

/** Mounts the reset-password widget (SPEC §1) with the token from the reset link. */
export function mountResetPassword(options: MountResetPasswordOptions): MountedWidget {
  const { target, props } = splitMountOptions<PasswordResetProps>(options);
  refuseUnserved(props.client, props.config, PASSWORD_RESET_NEEDS);
  return mountInto(target, () => <PasswordReset {...props} />);
}
