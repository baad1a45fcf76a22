/** SPEC §2 Main password-email tab; SPEC §4 'Password email success'. */
import { useState } from 'react';
import type { ErrorDescriptor } from '../state';
import { useFlowRuntime, type FlowArgs, type SubmitEvent } from '../runtime';
import { useSubmission } from '../useSubmission';
import { normaliseEmail, validateEmail } from '../validation';

export interface PasswordEmailFormViewModel {
  values: { email: string };
  errors: { email: ErrorDescriptor | null };
  status: 'idle' | 'submitting';
  onEmailChange(email: string): void;
  /** Validates, looks the user type up, goes to PasswordCreateOrLogin; bad input makes no call. */
  onSubmit(event?: SubmitEvent): Promise<void>;
}

export function usePasswordEmailForm(args: FlowArgs): PasswordEmailFormViewModel {
  const runtime = useFlowRuntime(args);
  const [email, setEmail] = useState(args.state.formState.passwordState.email);
  const submission = useSubmission(runtime);

  const onSubmit = async (event?: SubmitEvent) => {
    event?.preventDefault();
    if (submission.isBusy()) return;
    const address = normaliseEmail(email);
    const invalid = validateEmail(address, 'password');
    if (invalid) {
      submission.setError({ id: invalid });
      return;
    }
    await submission.run('submitting', async () => {
      const { client, dispatch } = runtime.args;
      const { userType } = await client.users.searchByEmail(address);
      // SPEC §4: store the email and user type, go to the password screen, log an event.
      dispatch({ type: 'update_password_state', passwordState: { email: address, type: userType } });
      dispatch({ type: 'transition', screen: 'PasswordCreateOrLogin' });
      runtime.log('password_email_lookup', { email: address, type: userType });
    });
  };

  return {
    values: { email },
    errors: { email: submission.error },
    status: submission.status,
    onEmailChange: (next) => {
      setEmail(next);
      submission.setError(null);
    },
    onSubmit,
  };
}
