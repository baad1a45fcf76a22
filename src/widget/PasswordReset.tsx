import { PorticoWidget, type PorticoWidgetProps } from './PorticoWidget';

export interface PasswordResetProps extends Omit<PorticoWidgetProps, 'initialScreen' | 'passwordResetToken' | 'screensFrom'> {
  /** The token from the reset link (`?token=`). */
  passwordResetToken: string;
}

const RESET_SCREENS = ['passwords'];

/** SPEC §1 Reset password: starts on PasswordResetForm with the token. */
export function PasswordReset({ passwordResetToken, ...props }: PasswordResetProps) {
  return (
    <PorticoWidget
      {...props}
      initialScreen="PasswordResetForm"
      passwordResetToken={passwordResetToken}
      screensFrom={RESET_SCREENS}
    />
  );
}
