/**
 * The step-up (docs/account.md): the password or a code mailed to the account's address, then the
 * second factor when the account has one, or a passkey (both at once). `onVerified` runs once the
 * session is fresh; the person's way is chosen among what the backend says they have.
 */
import { useEffect, useState } from 'react';
import type { AccountOverview } from '../../../client/accountTypes';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import { useSubmission } from '../../../flows/useSubmission';
import type { StepUpFactor, StepUpProps, StepUpStep } from '../screens/StepUp';
import { accountCalls } from './accountCalls';

export interface StepUpArgs extends FlowArgs {
  overview: AccountOverview;
  onVerified(): void;
}

interface SecondFactorInfo {
  first: 'password' | 'email_code';
  phone: string | null;
  email: string | null;
}

export type StepUpViewModel = Omit<StepUpProps, 'onBack' | 'errors'> & { errors: { code: ErrorDescriptor | null } };

const webauthnAvailable = () => typeof globalThis.PublicKeyCredential === 'function';
const nameOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined);

export function useStepUp(args: StepUpArgs): StepUpViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<'working' | 'sending'>(runtime);
  const methods = args.overview.step_up_methods;
  const canUsePassword = methods.includes('password');
  const canUseCode = methods.includes('email_code');
  const canUsePasskey = methods.includes('passkey') && webauthnAvailable();
  const [step, setStep] = useState<StepUpStep>(canUsePassword ? { kind: 'password' } : { kind: 'code', email: '' });
  const [code, setCode] = useState('');
  const [methodId, setMethodId] = useState<string | undefined>(undefined);

  const calls = () => accountCalls(runtime.args.client).stepUp;
  const show = (next: StepUpStep) => {
    if (!runtime.isMounted()) return;
    setCode('');
    submission.setError(null);
    setStep(next);
  };
  const verified = (method: 'password' | 'email_code' | 'passkey') => {
    runtime.emit({ type: 'AccountStepUpComplete', data: { method } });
    args.onVerified();
  };
  const sendCode = async () => {
    const sent = await calls().sendCode();
    if (!runtime.isMounted()) return;
    setMethodId(sent.method_id);
    show({ kind: 'code', email: sent.email });
  };
  // After the first proof: which it was, and where a text or an email code goes (masked).
  const [second, setSecond] = useState<SecondFactorInfo | null>(null);
  const open = async (factor: StepUpFactor, factors: readonly StepUpFactor[], info: SecondFactorInfo) => {
    if (factor === 'sms' || factor === 'email') setMethodId((await calls().sendSecondFactor(factor)).method_id);
    show({ kind: 'secondFactor', factor, destination: factor === 'sms' ? info.phone : factor === 'email' ? info.email : null, others: factors.filter((other) => other !== factor) });
  };

  useEffect(() => {
    // Without a password, the emailed code is the first way: it goes out when the step-up opens.
    if (!canUsePassword && canUseCode) void submission.run('sending', sendCode);
    // Once, when the step-up opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = (task: () => Promise<void>) =>
    submission.run('working', async () => {
      try {
        await task();
      } catch (thrown) {
        if (runtime.isMounted()) setCode('');
        throw thrown;
      }
    });

  return {
    step,
    canUsePassword,
    canUseCode,
    canUsePasskey,
    status: submission.status,
    values: { code },
    errors: { code: submission.error },
    onCodeChange: (next) => {
      setCode(next);
      submission.setError(null);
    },
    onSubmit: (typed) =>
      void run(async () => {
        if (step.kind === 'secondFactor') {
          await calls().verifySecondFactor({ kind: step.factor, code: typed.trim(), ...(methodId && { method_id: methodId }) });
          return verified(second?.first ?? 'password');
        }
        const first = step.kind === 'password' ? 'password' : 'email_code';
        const result = await calls().verify(step.kind === 'password' ? { password: typed } : { method_id: methodId ?? '', code: typed });
        if (result.done) return verified(first);
        const info = { first, phone: result.second_factor.phone_number, email: result.second_factor.email } as const;
        const factors = result.second_factor.factors.filter((kind): kind is StepUpFactor => kind !== 'passkey');
        if (runtime.isMounted()) setSecond(info);
        await open(factors[0]!, factors, info);
      }),
    onUsePassword: () => show({ kind: 'password' }),
    onUseCode: () => void submission.run('sending', sendCode),
    onResend: () =>
      void submission.run('sending', async () => {
        setCode('');
        if (step.kind === 'secondFactor') setMethodId((await calls().sendSecondFactor(step.factor === 'sms' ? 'sms' : 'email')).method_id);
        else await sendCode();
        runtime.notify({ id: 'account.stepUp.codeSent', kind: 'success' });
      }),
    onUseFactor: (factor) => {
      if (step.kind !== 'secondFactor' || !second) return;
      void submission.run('sending', () => open(factor, [step.factor, ...step.others], second));
    },
    onUsePasskey: () =>
      void run(async () => {
        const before = runtime.args.client.session.getSync()?.session_id;
        try {
          await calls().passkey();
        } catch (thrown) {
          if (nameOf(thrown) === 'NotAllowedError') return; // the person closed the browser's dialog
          throw thrown;
        }
        // A passkey signs in afresh: the session it replaced is ended, not left behind.
        const after = runtime.args.client.session.getSync()?.session_id;
        if (before && before !== after) await accountCalls(runtime.args.client).revokeSession(before).catch(() => undefined);
        verified('passkey');
      }),
  };
}
