import { ResetEmailSent, type ResetEmailScreenProps } from './ResetEmailSent';

export type PasswordBreachedProps = ResetEmailScreenProps;

/** SPEC §2 PasswordBreached: the password is breached; a reset email was sent. */
export function PasswordBreached(props: PasswordBreachedProps) {
  return <ResetEmailSent titleId="password.breachedTitle" textId="password.breachedText" {...props} />;
}
