import { ResetEmailSent, type ResetEmailScreenProps } from './ResetEmailSent';

export type PasswordSetNewProps = ResetEmailScreenProps;

/** SPEC §2 PasswordSetNew: 'Create password' for a passwordless user; a reset email was sent. */
export function PasswordSetNew(props: PasswordSetNewProps) {
  return <ResetEmailSent titleId="password.setNewTitle" textId="password.setNewText" {...props} />;
}
