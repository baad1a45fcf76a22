/**
 * SPEC §2 PasswordCreateOrLogin and the reset-email screens (PasswordForgot, PasswordDedupe,
 * PasswordBreached, PasswordSetNew); SPEC §4 password login, create, reset_password, forgot.
 */
import { useState } from 'react';
import type { PasswordCreateOrLoginProps, PasswordMode } from '../screens/PasswordCreateOrLogin';
import type { ResetEmailScreenProps } from '../screens/ResetEmailSent';
import type { Screen } from '../../../flows/state';
import type { Resolving } from '../../../flows/viewModel';
import { errorTypeOf, useFlowRuntime, type FlowArgs, type SubmitEvent } from '../../../flows/runtime';
import { useSubmission } from '../../../flows/useSubmission';
import { needsSecondFactor } from '../../../client/needsSecondFactor';
import { sendResetEmail } from './resetEmail';
import type { StrengthView } from './strengthView';
import { usePasswordStrength } from './usePasswordStrength';


/**
 * PasswordCreateOrLogin's props (the screen owns them) less onBack, with the strength the flow
 * computed, and the reset-email screens' resend. 'Forgot Password?' sends a reset email, then
 * PasswordForgot; 'Create password' one, then PasswordSetNew; 'Resend email' toasts 'Email resent'.
 */
export type PasswordFlowViewModel = Resolving<
  Omit<PasswordCreateOrLoginProps, 'onBack' | 'strength'>,
  'onSubmit' | 'onForgotPassword' | 'onCreatePassword'
> &
  Resolving<Pick<ResetEmailScreenProps, 'onResendEmail'>, 'onResendEmail'> & {
    /** create mode: the strength display; null until the first answer (and in the other modes). */
    strength: StrengthView | null;
  };

const modeOf = (type: FlowArgs['state']['formState']['passwordState']['type']): PasswordMode =>
  type === 'new' ? 'create' : type === 'passwordless' ? 'passwordless' : 'login';

export function usePasswordFlow(args: FlowArgs): PasswordFlowViewModel {
  const runtime = useFlowRuntime(args);
  const { email, type } = args.state.formState.passwordState;
  const mode = modeOf(type);
  const [password, setPassword] = useState('');
  const submission = useSubmission<'submitting' | 'sendingEmail'>(runtime);
  // SPEC §5: with the email when creating an account.
  const checked = usePasswordStrength(runtime, mode === 'create' ? password : '', email);
  const canSubmit =
    mode === 'create' ? checked.isCurrent && checked.strength?.valid === true : mode === 'login' && password !== '';

  const resetThen = async (screen: Screen) => {
    const { client, config, dispatch } = runtime.args;
    await sendResetEmail(client, config, email);
    dispatch({ type: 'transition', screen });
  };

  const onSubmit = (event?: SubmitEvent) => {
    event?.preventDefault();
    if (!canSubmit) return Promise.resolve();
    return submission.run('submitting', async () => {
      const { client, config, dispatch } = runtime.args;
      const request = { email, password, session_duration_minutes: config.sessionOptions.sessionDurationMinutes };
      let answer: unknown;
      try {
        answer = await (mode === 'create' ? client.passwords.create(request) : client.passwords.authenticate(request));
      } catch (thrown) {
        const errorType = errorTypeOf(thrown);
        // SPEC §4: reset_password sends a reset email and shows PasswordDedupe. A breached password
        // at login is handled the same way, on the PasswordBreached notice.
        const next: Screen | undefined =
          errorType === 'reset_password'
            ? 'PasswordDedupe'
            : errorType === 'breached_password' && mode === 'login'
              ? 'PasswordBreached'
              : undefined;
        if (!next) throw thrown;
        runtime.fail(thrown); // SPEC §8: onError hears every server error, handled or not
        await resetThen(next);
        return;
      }
      // No 'Success!' without a session.
      dispatch({ type: 'transition', screen: needsSecondFactor(answer) ? 'SecondFactor' : 'PasswordConfirmation' });
    });
  };

  return {
    mode,
    email,
    values: { password },
    errors: { password: submission.error },
    status: submission.status,
    strength: mode === 'create' ? checked.strength : null,
    canSubmit,
    onPasswordChange: (next) => {
      setPassword(next);
      submission.setError(null);
    },
    onSubmit,
    onForgotPassword: () => submission.run('sendingEmail', () => resetThen('PasswordForgot')),
    onCreatePassword: () => submission.run('sendingEmail', () => resetThen('PasswordSetNew')),
    onResendEmail: () =>
      submission.run('sendingEmail', async () => {
        const { client, config } = runtime.args;
        await sendResetEmail(client, config, email);
        runtime.notify({ id: 'password.emailResent', kind: 'success' });
      }),
  };
}
