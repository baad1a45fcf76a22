/** SPEC §2/§5: Main's email forms: hold the text, validate with the form's message, then send once. */
import { useState, type ReactNode } from 'react';
import type { EmailFormModel } from '../screens/mainTypes';
import { useFlowRuntime, type FlowArgs, type FlowRuntime, type SubmitEvent } from './runtime';
import type { WidgetState } from './state';
import { useSubmission } from './useSubmission';
import type { Resolving } from './viewModel';
import { normaliseEmail, validateEmail, type EmailForm } from './validation';

/** The email form's model as its screen owns it (MainEmailForm's EmailFormModel); the submit resolves once sent. */
export type EmailFormViewModel = Resolving<EmailFormModel, 'onSubmit'>;

/** What a product's email form is: its validation messages, the address it starts from, and what it sends. */
export interface EmailFormSpec {
  form: EmailForm;
  /** The address this form last sent, kept in the widget state, so coming back shows it. */
  initial(state: WidgetState): string;
  /** Sends a valid address: the product's call, then its transition, event and log. */
  send(runtime: FlowRuntime, address: string): Promise<void>;
}

/** One email form of Main, run by the product's spec (useMagicLinkForm, usePasswordEmailForm). */
export function useEmailForm(args: FlowArgs, { initial, form, send }: EmailFormSpec): EmailFormViewModel {
  const runtime = useFlowRuntime(args);
  const [email, setEmail] = useState(() => initial(args.state));
  const submission = useSubmission(runtime);
  // Another way in a product offered for the address typed: submitting it again goes this form's way.
  const [offer, setOffer] = useState<ReactNode>();

  const onSubmit = async (event?: SubmitEvent) => {
    event?.preventDefault();
    if (submission.isBusy()) return;
    const address = normaliseEmail(email);
    const invalid = validateEmail(address, form);
    if (invalid) {
      submission.setError({ id: invalid });
      return;
    }
    await submission.run('submitting', () => (offer || !args.routeEmail ? send(runtime, address) : args.routeEmail(runtime, address, send, setOffer)));
  };

  return {
    values: { email },
    errors: { email: submission.error },
    status: submission.status,
    onEmailChange: (next) => {
      setEmail(next);
      submission.setError(null); // an error about the old text no longer applies
      setOffer(undefined);
    },
    onSubmit,
    offer,
  };
}
