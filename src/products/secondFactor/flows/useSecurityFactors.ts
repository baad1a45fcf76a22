/**
 * The account's second factors: add an authenticator app (its secret, confirmed by one
 * code), see and regenerate backup codes (shown once), remove the app with one of its codes.
 */
import { useState } from 'react';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import { useSessionLoad } from '../../../flows/session/useSessionLoad';
import type { ErrorDescriptor } from '../../../flows/state';
import { useSubmission } from '../../../flows/useSubmission';
import type { SecurityStep } from '../screens/SecuritySettings';

export type { SecurityStep };

export interface SecurityFactorsViewModel {
  step: SecurityStep;
  status: 'idle' | 'working';
  values: { code: string };
  errors: { code: ErrorDescriptor | null };
  onCodeChange(code: string): void;
  onAddApp(): Promise<void>;
  /** Confirms the app being added with this code. */
  onConfirm(code: string): Promise<void>;
  onRegenerate(): Promise<void>;
  onStartRemove(): void;
  /** Removes the app; `code` is one of its codes or a backup code. */
  onRemove(code: string): Promise<void>;
  /** Back to the overview (after the codes were saved, or cancelling). */
  onDone(): Promise<void>;
  /** Makes the change the `password` step was asked for, with the account's password. */
  onPassword(password: string): Promise<void>;
}

export function useSecurityFactors(args: FlowArgs): SecurityFactorsViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<'working'>(runtime);
  const [step, setStep] = useState<SecurityStep>({ kind: 'loading' });
  const [code, setCode] = useState('');
  // Better Auth asks for the password before every change; the emulator asks for a code to remove.
  const [asksPassword, setAsksPassword] = useState(false);

  const calls = () => {
    const found = runtime.args.client.secondFactor;
    if (!found) throw new Error('This client cannot manage second factors.');
    return found;
  };
  const show = (next: SecurityStep) => {
    if (!runtime.isMounted()) return;
    setCode('');
    setStep(next);
  };
  const overview = async () => {
    const listed = await calls().list();
    if (runtime.isMounted()) setAsksPassword(listed.asks_password === true);
    show({ kind: 'overview', totp: listed.totp, backupCodesLeft: listed.backup_codes_left });
  };

  useSessionLoad(
    runtime.args.client,
    () => {
      submission.setError(null);
      void submission.run('working', overview);
    },
    // No session on this page: nobody to ask about (as passkey registration).
    () => submission.setError({ id: 'error.user_unauthenticated' }),
  );

  const run = (task: () => Promise<void>) => submission.run('working', task);
  const changed = (factor: 'totp' | 'backup_codes', change: 'added' | 'removed' | 'regenerated') =>
    runtime.emit({ type: 'SecondFactorChange', data: { factor, change } });
  return {
    step,
    status: submission.status,
    values: { code },
    errors: { code: submission.error },
    onCodeChange: (next) => {
      setCode(next);
      submission.setError(null);
    },
    onAddApp: () =>
      asksPassword
        ? Promise.resolve(show({ kind: 'password', action: 'add' }))
        : run(async () => {
            const started = await calls().createTotp();
            show({ kind: 'enrolling', secret: started.secret, otpauthUrl: started.otpauth_url });
          }),
    onConfirm: (candidate) =>
      run(async () => {
        try {
          const confirmed = await calls().confirmTotp(candidate);
          changed('totp', 'added');
          show({ kind: 'backupCodes', codes: confirmed.backup_codes });
        } catch (thrown) {
          if (runtime.isMounted()) setCode('');
          throw thrown;
        }
      }),
    onRegenerate: () =>
      asksPassword
        ? Promise.resolve(show({ kind: 'password', action: 'regenerate' }))
        : run(async () => {
            const fresh = await calls().regenerateBackupCodes();
            changed('backup_codes', 'regenerated');
            show({ kind: 'backupCodes', codes: fresh.backup_codes });
          }),
    onStartRemove: () => show(asksPassword ? { kind: 'password', action: 'remove' } : { kind: 'removing' }),
    onRemove: (candidate) =>
      run(async () => {
        await calls().removeTotp(candidate.trim());
        changed('totp', 'removed');
        runtime.notify({ id: 'security.removed', kind: 'success' });
        await overview();
      }),
    onDone: () => run(overview),
    onPassword: (password) =>
      run(async () => {
        if (step.kind !== 'password') return;
        try {
          if (step.action === 'add') {
            const started = await calls().createTotp(password);
            show({ kind: 'enrolling', secret: started.secret, otpauthUrl: started.otpauth_url });
          } else if (step.action === 'regenerate') {
            const fresh = await calls().regenerateBackupCodes(password);
            changed('backup_codes', 'regenerated');
            show({ kind: 'backupCodes', codes: fresh.backup_codes });
          } else {
            await calls().removeTotp(password);
            changed('totp', 'removed');
            runtime.notify({ id: 'security.removed', kind: 'success' });
            await overview();
          }
        } catch (thrown) {
          if (runtime.isMounted()) setCode('');
          throw thrown;
        }
      }),
  };
}
