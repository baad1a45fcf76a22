/**
 * Verify it's you: after a primary sign-in that started no session, the factors this
 * person has (most convenient first), a code for the chosen one, and the session it completes.
 */
import { useEffect, useState } from 'react';
import type { SecondFactorKind } from '../../../client/types';
import { errorTypeOf, useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { SecondFactorProps } from '../screens/SecondFactor';
import { useSubmission } from '../../../flows/useSubmission';

/** The screen owns its props; the flow returns them, less what the container adds. */
export type SecondFactorViewModel = Omit<SecondFactorProps, 'onBack'>;

const CODE_LENGTH: Record<SecondFactorKind, number> = { passkey: 0, totp: 6, sms: 6, email: 6, backup_code: 11 };
/** The person's own cancel of the browser's passkey prompt: nothing to say (as on Main). */
const cancelled = (thrown: unknown) => thrown instanceof DOMException && (thrown.name === 'NotAllowedError' || thrown.name === 'AbortError');
const sent = (factor: SecondFactorKind | null): factor is 'sms' | 'email' => factor === 'sms' || factor === 'email';

export function useSecondFactor(args: FlowArgs): SecondFactorViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<'verifying' | 'sending'>(runtime);
  const [factors, setFactors] = useState<SecondFactorKind[] | null>(null);
  const [destinations, setDestinations] = useState<SecondFactorViewModel['destinations']>({ sms: null, email: null });
  const [factor, setFactor] = useState<SecondFactorKind | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [code, setCode] = useState('');
  const [methodId, setMethodId] = useState<string | undefined>(undefined);

  /** The token is gone (expired, used): back to Main, which says why. */
  const backToMain = (thrown: unknown) => {
    if (errorTypeOf(thrown) !== 'intermediate_session_not_found') return false;
    runtime.fail(thrown);
    runtime.args.dispatch({ type: 'set_error_descriptor', errorDescriptor: { id: 'secondFactor.expired' } });
    runtime.args.dispatch({ type: 'transition', screen: 'Main' });
    return true;
  };

  const send = (next: 'sms' | 'email') =>
    submission.run('sending', async () => {
      try {
        const answer = await secondFactorCalls().send(next);
        if (runtime.isMounted()) setMethodId(answer.method_id);
      } catch (thrown) {
        if (!backToMain(thrown)) throw thrown;
      }
    });

  const secondFactorCalls = () => {
    const calls = runtime.args.client.secondFactor;
    if (!calls) throw new Error('This client cannot finish a sign-in with a second factor.');
    return calls;
  };

  const choose = (next: SecondFactorKind) => {
    setFactor(next);
    setChoosing(false);
    setCode('');
    setMethodId(undefined);
    submission.setError(null);
    if (sent(next)) void send(next);
  };

  useEffect(() => {
    let live = true;
    secondFactorCalls()
      .choices()
      .then((answer) => {
        if (!live) return;
        setFactors(answer.factors);
        setDestinations({ sms: answer.phone_number, email: answer.email });
        if (answer.factors[0]) choose(answer.factors[0]);
      })
      .catch((thrown: unknown) => {
        if (!live || backToMain(thrown)) return;
        submission.setError(runtime.fail(thrown));
        setFactors([]);
      });
    return () => {
      live = false;
    };
    // Once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const verify = (candidate: string) => {
    if (!factor || candidate.length < CODE_LENGTH[factor] - (factor === 'backup_code' ? 1 : 0)) return Promise.resolve();
    return submission.run('verifying', async () => {
      const { config, dispatch } = runtime.args;
      try {
        await secondFactorCalls().authenticate({
          kind: factor,
          code: candidate.trim(),
          ...(methodId ? { method_id: methodId } : {}),
          session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
        });
      } catch (thrown) {
        if (backToMain(thrown) || cancelled(thrown)) return;
        if (runtime.isMounted()) setCode(''); // a fresh entry submits again at 6 digits
        throw thrown;
      }
      dispatch({ type: 'transition', screen: 'SecondFactorConfirmation' });
    });
  };

  const others = (factors ?? []).filter((other) => other !== factor);
  return {
    status: factors === null ? 'loading' : submission.status,
    factor,
    others,
    destinations,
    choosing,
    values: { code },
    errors: { code: submission.error },
    onCodeChange: (next) => {
      setCode(next);
      submission.setError(null);
    },
    onSubmit: verify,
    onUseAnother: () => setChoosing(true),
    onChoose: choose,
    onResend: () => (sent(factor) ? send(factor) : Promise.resolve()),
  };
}
