import { ResetEmailSent, type ResetEmailScreenProps } from './ResetEmailSent';

export type PasswordForgotProps = ResetEmailScreenProps;

/** SPEC §2 PasswordForgot: 'Forgot Password?' sends a reset email and lands here. */
export function PasswordForgot(props: PasswordForgotProps) {
  return <ResetEmailSent titleId="password.forgotTitle" textId="password.forgotText" {...props} />;
}
