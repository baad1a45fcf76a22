/** SPEC §2/§5: Main's email forms: hold the text, validate with the form's message, then send once. */
import { useState } from 'react';
import type { EmailFormModel } from '../screens/mainTypes';
import type { FlowRuntime, SubmitEvent } from './runtime';
import { useSubmission } from './useSubmission';
import type { Resolving } from './viewModel';
import { normaliseEmail, validateEmail, type EmailForm } from './validation';

/** The email form's model as its screen owns it (MainEmailForm's EmailFormModel); the submit resolves once sent. */
export type EmailFormViewModel = Resolving<EmailFormModel, 'onSubmit'>;

export function useEmailForm(
  runtime: FlowRuntime,
  { initial, form, send }: { initial: string; form: EmailForm; send: (address: string) => Promise<void> },
): EmailFormViewModel {
  const [email, setEmail] = useState(initial);
  const submission = useSubmission(runtime);

  const onSubmit = async (event?: SubmitEvent) => {
    event?.preventDefault();
    if (submission.isBusy()) return;
    const address = normaliseEmail(email);
    const invalid = validateEmail(address, form);
    if (invalid) {
      submission.setError({ id: invalid });
      return;
    }
    await submission.run('submitting', () => send(address));
  };

  return {
    values: { email },
    errors: { email: submission.error },
    status: submission.status,
    onEmailChange: (next) => {
      setEmail(next);
      submission.setError(null); // an error about the old text no longer applies
    },
    onSubmit,
  };
}
