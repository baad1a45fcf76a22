/**
 * The account center's password (docs/account.md): a first one, a change with the current one, or
 * (the person does not know it, and the session is fresh) a new one without it. The new password
 * meets the sign-up's strength rules, checked as it is typed (usePasswordStrength, with the email).
 */
import { useEffect, useState } from 'react';
import { accountCallsOf } from '../../../client/account';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import { useSubmission } from '../../../flows/useSubmission';
import type { PasswordChangeProps } from '../screens/PasswordChange';
import type { StrengthView } from './strengthView';
import { usePasswordStrength } from './usePasswordStrength';

export interface PasswordChangeArgs extends FlowArgs {
  /** After a save: the container goes back to the account center. */
  onSaved(): void;
}

type Errors = { current: ErrorDescriptor | null; next: ErrorDescriptor | null; form: ErrorDescriptor | null };
export type PasswordChangeViewModel = Omit<PasswordChangeProps, 'onBack' | 'errors' | 'strength'> & { errors: Errors; strength: StrengthView | null };

/** Errors about the new password show under it; a wrong current password under that one. */
const NEW_PASSWORD_ERRORS = new Set(['error.weak_password', 'error.breached_password']);

export function usePasswordChange(args: PasswordChangeArgs): PasswordChangeViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<'saving'>(runtime);
  const [account, setAccount] = useState<{ hasPassword: boolean; email: string | null } | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const calls = () => {
    const found = accountCallsOf(runtime.args.client);
    if (!found) throw new Error('Portico: this client has no account calls (docs/account.md).');
    return found;
  };
  const checked = usePasswordStrength(runtime, next, account?.email ?? undefined);
  const mode = !account?.hasPassword ? 'set' : replacing ? 'replace' : 'change';

  useEffect(() => {
    void submission.run('saving', async () => {
      const overview = await calls().get();
      if (runtime.isMounted()) setAccount({ hasPassword: overview.has_password, email: overview.email });
    });
    // Once, when the screen mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error = submission.error;
  const errors: Errors = {
    current: error?.id === 'error.unauthorized_credentials' ? error : null,
    next: error && NEW_PASSWORD_ERRORS.has(error.id) ? error : null,
    form: error && error.id !== 'error.unauthorized_credentials' && !NEW_PASSWORD_ERRORS.has(error.id) ? error : null,
  };
  const clear = () => submission.setError(null);

  return {
    mode,
    status: account === null && !submission.error ? 'loading' : submission.status,
    email: account?.email ?? null,
    values: { current, next },
    signOutOthers,
    strength: checked.strength,
    canSubmit: checked.isCurrent && checked.strength?.valid === true && (mode !== 'change' || current !== ''),
    errors,
    onCurrentChange: (value) => {
      setCurrent(value);
      clear();
    },
    onNextChange: (value) => {
      setNext(value);
      clear();
    },
    onSignOutOthersChange: setSignOutOthers,
    onForgot: () => {
      clear();
      setCurrent('');
      setReplacing(true);
    },
    onSubmit: () =>
      void submission.run('saving', async () => {
        try {
          if (mode === 'change') await calls().changePassword({ current_password: current, new_password: next, sign_out_others: signOutOthers });
          else await calls().setPassword(next);
        } catch (thrown) {
          if (runtime.isMounted()) setCurrent('');
          throw thrown;
        }
        const change = mode === 'change' ? 'changed' : mode === 'replace' ? 'replaced' : 'set';
        // Replacing a password without the old one signs the other devices out (as a reset does).
        runtime.emit({ type: 'AccountPasswordChange', data: { change, signedOutOthers: mode === 'replace' || (mode === 'change' && signOutOthers) } });
        runtime.notify({ id: 'account.password.saved', kind: 'success' });
        args.onSaved();
      }),
  };
}
