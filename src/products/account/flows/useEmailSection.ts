/**
 * The account's addresses (docs/account.md "Email"): a link to a new one (SPEC §5's email pattern
 * first, and never the address it has), other addresses added the same way or removed.
 */
import { useState } from 'react';
import type { AccountOverview } from '../../../client/accountTypes';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import { useSubmission } from '../../../flows/useSubmission';
import { isValidEmail, normaliseEmail } from '../../../flows/validation';
import type { AccountEmailProps } from '../screens/AccountEmail';
import { accountCalls } from './accountCalls';

export interface EmailSectionArgs extends FlowArgs {
  overview: AccountOverview;
  /** Where the link lands once followed. */
  redirectUrl: string;
  /** Reads the account again (a removed address). */
  reload(): Promise<unknown>;
}

type Errors = { email: ErrorDescriptor | null; extra: ErrorDescriptor | null; form: ErrorDescriptor | null };
export type EmailSectionViewModel = Omit<AccountEmailProps, 'onBack' | 'onDone' | 'errors'> & { errors: Errors };

export function useEmailSection(args: EmailSectionArgs): EmailSectionViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<'sending' | 'adding' | 'removing'>(runtime);
  const { overview } = args;
  const [email, setEmail] = useState('');
  const [extra, setExtra] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'email' | 'extra'; error: ErrorDescriptor } | null>(null);
  const [step, setStep] = useState<AccountEmailProps['step']>({ kind: 'form' });
  const onAccount = [overview.email, ...(overview.secondary_emails ?? []).map((row) => row.email)].filter(Boolean).map((value) => value!.toLowerCase());

  /** SPEC §5's check, and not an address the account has: said under the field, no call made. */
  const checked = (field: 'email' | 'extra', value: string): string | null => {
    const address = normaliseEmail(value);
    const error = !isValidEmail(address) ? { id: 'validation.emailFormat' } : onAccount.includes(address.toLowerCase()) ? { id: 'account.email.sameAddress' } : null;
    setFieldError(error ? { field, error } : null);
    return error ? null : address;
  };
  const send = (field: 'email' | 'extra', value: string) => {
    const address = checked(field, value);
    if (!address) return;
    const adding = field === 'extra';
    void submission.run(adding ? 'adding' : 'sending', async () => {
      const calls = accountCalls(runtime.args.client);
      await (adding ? calls.addEmail : calls.changeEmail)({ email: address, redirect_url: args.redirectUrl });
      runtime.emit({ type: 'AccountEmailChangeRequested', data: { kind: adding ? 'secondary' : 'primary' } });
      if (runtime.isMounted()) setStep({ kind: 'sent', email: address, adding });
    });
  };
  const field = (name: 'email' | 'extra') => (fieldError?.field === name ? fieldError.error : null);

  return {
    step,
    current: overview.email ? { id: 'primary', email: overview.email, verified: overview.email_verified } : null,
    others: overview.secondary_emails?.map((row) => ({ id: row.email_id, email: row.email, verified: row.verified })) ?? null,
    values: { email, extra },
    status: submission.status,
    errors: { email: field('email'), extra: field('extra'), form: submission.error },
    onEmailChange: (next) => {
      setEmail(next);
      setFieldError(null);
      submission.setError(null);
    },
    onExtraChange: (next) => {
      setExtra(next);
      setFieldError(null);
      submission.setError(null);
    },
    onSubmit: () => send('email', email),
    onAdd: () => send('extra', extra),
    onRemove: (id) =>
      void submission.run('removing', async () => {
        await accountCalls(runtime.args.client).removeEmail(id);
        runtime.emit({ type: 'AccountEmailRemoved', data: {} });
        runtime.notify({ id: 'account.email.removed', kind: 'success' });
        await args.reload();
      }),
  };
}
