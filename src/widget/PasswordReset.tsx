import { PorticoWidget, type PorticoWidgetProps } from './PorticoWidget';

export interface PasswordResetProps extends Omit<PorticoWidgetProps, 'initialScreen' | 'passwordResetToken'> {
  /** The token from the reset link (`?token=`). */
  passwordResetToken: string;
}

/** SPEC §1 Reset password: starts on PasswordResetForm with the token. */
export function PasswordReset({ passwordResetToken, ...props }: PasswordResetProps) {
  return <PorticoWidget {...props} initialScreen="PasswordResetForm" passwordResetToken={passwordResetToken} />;
}
