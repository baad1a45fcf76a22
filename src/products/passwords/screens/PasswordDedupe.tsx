import { ResetEmailSent, type ResetEmailScreenProps } from './ResetEmailSent';

export type PasswordDedupeProps = ResetEmailScreenProps;

/** SPEC §2 PasswordDedupe: a reset is required (reset_password); a reset email was sent. */
export function PasswordDedupe(props: PasswordDedupeProps) {
  return <ResetEmailSent titleId="password.dedupeTitle" textId="password.dedupeText" {...props} />;
}
