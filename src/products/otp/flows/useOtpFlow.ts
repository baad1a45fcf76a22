/** SPEC §2 OTPAuthenticate: 6-digit entry with auto-submit, countdown, expiry and resend (SPEC §9 timings). */
import { useEffect, useRef, useState } from 'react';
import type { OTPMethod } from '../../../client/types';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import { useSubmission } from '../../../flows/useSubmission';
import type { Resolving } from '../../../flows/viewModel';
import type { OTPAuthenticateProps, ResendState } from '../screens/OTPAuthenticate';
import { needsSecondFactor } from '../../../client/needsSecondFactor';
import { sanitiseOtpInput, validateOtpCode } from './validation';
import { sendOtp } from './sendOtp';

/** SPEC §9: the countdown ticks every 1 s; the resend 'sent' state lasts 2 s. */
export const COUNTDOWN_TICK_MS = 1_000;
export const RESEND_SENT_MS = 2_000;


/**
 * OTPAuthenticate's props (the screen owns them) less onBack, and the method the code went by.
 * onCodeChange keeps digits only, at most 6. onSubmit verifies the code given, else the one typed,
 * and sends nothing while a code is being verified; the screen's code field calls it on Enter and
 * at the sixth digit (SPEC §2 auto-submit has that one owner, screens/CodeForm).
 * 'Didn't get it?' (onResend): a new code, a new method id and a new expiry.
 */
export type OtpFlowViewModel = Resolving<Omit<OTPAuthenticateProps, 'onBack' | 'onSubmit'>, 'onResend'> & {
  method: OTPMethod | null;
  onSubmit(code?: string): Promise<void>;
};

const expiryFrom = (now: number, minutes: number) => now + minutes * 60_000;

export function useOtpFlow(args: FlowArgs): OtpFlowViewModel {
  const runtime = useFlowRuntime(args);
  const { otpState } = args.state.formState;
  const [code, setCode] = useState('');
  const submission = useSubmission<'verifying'>(runtime);
  const { setError } = submission;
  const [resendState, setResendState] = useState<ResendState>('initial');
  // The code's life starts when it was sent, which is when this screen opens (SPEC §4).
  const [expiresAt, setExpiresAt] = useState(() => expiryFrom(Date.now(), args.config.otpOptions.expirationMinutes));
  const [now, setNow] = useState(() => Date.now());
  const resending = useRef(false);
  const sentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const secondsLeft = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const expired = secondsLeft === 0;

  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= expiresAt) clearInterval(timer); // nothing left to count
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  useEffect(() => () => clearTimeout(sentTimer.current), []);

  const verify = async (candidate: string) => {
    if (submission.isBusy()) return;
    const invalid = validateOtpCode(candidate);
    if (invalid) {
      setError({ id: invalid });
      return;
    }
    // An expired code cannot succeed: say so instead of asking the server.
    if (Date.now() >= expiresAt) {
      setNow(Date.now());
      return;
    }
    await submission.run('verifying', async () => {
      const { client, config, dispatch, state } = runtime.args;
      let answer: unknown;
      try {
        answer = await client.otps.authenticate(candidate, state.formState.otpState.methodId, {
          session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
        });
      } catch (thrown) {
        if (runtime.isMounted()) setCode(''); // a fresh entry, sent again at its sixth digit
        throw thrown;
      }
      // No 'Success!' without a session.
      dispatch({ type: 'transition', screen: needsSecondFactor(answer) ? 'SecondFactor' : 'OTPConfirmation' });
    });
  };

  const onResend = async () => {
    if (resending.current || submission.isBusy()) return;
    const { type, otpDestination } = runtime.args.state.formState.otpState;
    if (!type || !otpDestination) return;
    resending.current = true;
    clearTimeout(sentTimer.current);
    setResendState('sending');
    try {
      const { client, config, dispatch } = runtime.args;
      const answer = await sendOtp(client, config, type, otpDestination);
      dispatch({ type: 'update_otp_state', otpState: { methodId: answer.method_id } });
      if (type === 'email') runtime.log('email_sent', { email: otpDestination, type: 'otp' });
      runtime.notify({ id: `otp.resent.${type}`, kind: 'success' });
      if (!runtime.isMounted()) return;
      const sentAt = Date.now();
      setExpiresAt(expiryFrom(sentAt, config.otpOptions.expirationMinutes));
      setNow(sentAt);
      setCode('');
      setError(null);
      setResendState('sent');
      sentTimer.current = setTimeout(() => setResendState('waiting'), RESEND_SENT_MS);
    } catch (thrown) {
      const descriptor = runtime.fail(thrown);
      if (runtime.isMounted()) {
        setError(descriptor);
        setResendState('initial');
      }
    } finally {
      resending.current = false;
    }
  };

  return {
    method: otpState.type,
    destination: otpState.otpDestination,
    values: { code },
    errors: { code: submission.error },
    status: submission.status === 'verifying' ? 'verifying' : expired ? 'expired' : 'idle',
    secondsLeft,
    resendState,
    onCodeChange: (raw) => {
      const next = sanitiseOtpInput(raw);
      setCode(next);
      setError(null);
    },
    onSubmit: (candidate) => verify(candidate ?? code),
    onResend,
  };
}
