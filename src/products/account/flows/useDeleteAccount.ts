/** Deleting the account (docs/account.md): the person ticks that they understand, then it goes, and this browser is signed out. */
import { useState } from 'react';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import { useSubmission } from '../../../flows/useSubmission';
import type { AccountDeleteProps } from '../screens/AccountDelete';
import { accountCalls } from './accountCalls';

export interface DeleteAccountArgs extends FlowArgs {
  userId: string;
}

export type DeleteAccountViewModel = Omit<AccountDeleteProps, 'onBack' | 'error'> & { error: ErrorDescriptor | null };

export function useDeleteAccount(args: DeleteAccountArgs): DeleteAccountViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<'deleting'>(runtime);
  const [confirmed, setConfirmed] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return {
    step: deleted ? 'deleted' : 'confirm',
    confirmed,
    status: submission.status,
    error: submission.error,
    onConfirmedChange: (next) => {
      setConfirmed(next);
      submission.setError(null);
    },
    onDelete: () => {
      if (!confirmed) return;
      void submission.run('deleting', async () => {
        await accountCalls(runtime.args.client).deleteAccount();
        runtime.emit({ type: 'AccountDeleted', data: { user_id: args.userId } });
        if (runtime.isMounted()) setDeleted(true);
      });
    },
  };
}
