/** SPEC §2 PasswordResetForm: log in with a magic-link token, or set a new password with a reset token. */
import { needsSecondFactor } from '../../../client/needsSecondFactor';
import { useEffect, useRef, useState } from 'react';
import type { Resolving } from '../../../flows/viewModel';
import type { PasswordResetFormProps } from '../screens/PasswordResetForm';
import { errorTypeOf, useFlowRuntime, type FlowArgs, type SubmitEvent } from '../../../flows/runtime';
import type { StrengthView } from './strengthView';
import { usePasswordStrength } from './usePasswordStrength';

export interface PasswordResetFlowArgs extends FlowArgs {
  /** The stytch_token_type query parameter. @defaultValue read from the page's URL */
  tokenType?: string | null;
}

/** PasswordResetForm's props (the screen owns them), with the strength the flow computed. */
export type PasswordResetFlowViewModel = Resolving<Omit<PasswordResetFormProps, 'strength'>, 'onSubmit'> & {
  strength: StrengthView | null;
};

const PASSWORD_ERRORS = new Set(['weak_password', 'breached_password']);

/** SPEC §2: the only query parameter this screen reads. */
export function readTokenType(search: string | undefined = globalThis.location?.search): string | null {
  return new URLSearchParams(search ?? '').get('stytch_token_type');
}

export function usePasswordResetFlow(args: PasswordResetFlowArgs): PasswordResetFlowViewModel {
  const runtime = useFlowRuntime(args);
  const token = args.state.formState.resetPasswordState.token;
  const [tokenType] = useState(() => (args.tokenType !== undefined ? args.tokenType : readTokenType()));
  const mode = tokenType === 'login' ? 'loggingIn' : 'reset';
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<PasswordResetFlowViewModel['errors']>({ password: null, form: null });
  const [status, setStatus] = useState<PasswordResetFlowViewModel['status']>(mode === 'loggingIn' ? 'loggingIn' : 'idle');
  const busy = useRef(false);
  const started = useRef(false); // a magic-link token works once: StrictMode's second effect must not spend it
  // SPEC §5: without the email on reset.
  const checked = usePasswordStrength(runtime, mode === 'reset' ? password : '', undefined);
  const canSubmit = mode === 'reset' && checked.isCurrent && checked.strength?.valid === true;

  useEffect(() => {
    if (mode !== 'loggingIn' || started.current) return;
    started.current = true;
    const { client, config, dispatch } = runtime.args;
    client.magicLinks
      .authenticate(token, { session_duration_minutes: config.sessionOptions.sessionDurationMinutes })
      .then(
        (answer) => dispatch({ type: 'transition', screen: needsSecondFactor(answer) ? 'SecondFactor' : 'PasswordConfirmation' }),
        (thrown: unknown) => {
          const descriptor = runtime.fail(thrown);
          if (!runtime.isMounted()) return;
          setErrors({ password: null, form: descriptor });
          setStatus('idle');
        },
      );
  }, [mode, token, runtime]);

  const onSubmit = async (event?: SubmitEvent) => {
    event?.preventDefault();
    if (!canSubmit || busy.current) return;
    busy.current = true;
    setErrors({ password: null, form: null });
    setStatus('submitting');
    const { client, config, dispatch } = runtime.args;
    try {
      const answer = await client.passwords.resetByEmail({
        token,
        password,
        session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
      });
      // No 'Success!' without a session (Better Auth's null answer starts none, and says so).
      dispatch({ type: 'transition', screen: answer !== null && needsSecondFactor(answer) ? 'SecondFactor' : 'PasswordConfirmation' });
    } catch (thrown) {
      const descriptor = runtime.fail(thrown);
      // A problem with the password belongs under the field; one with the link (expired, used) above the form.
      const aboutPassword = PASSWORD_ERRORS.has(errorTypeOf(thrown) ?? '');
      if (runtime.isMounted()) setErrors(aboutPassword ? { password: descriptor, form: null } : { password: null, form: descriptor });
    } finally {
      busy.current = false;
      if (runtime.isMounted()) setStatus('idle');
    }
  };

  return {
    mode,
    values: { password },
    errors,
    status,
    strength: mode === 'reset' ? checked.strength : null,
    canSubmit,
    onPasswordChange: (next) => {
      setPassword(next);
      setErrors((current) => ({ ...current, password: null }));
    },
    onSubmit,
    onLoginWithoutPassword: () => runtime.args.dispatch({ type: 'transition', screen: 'Main' }),
  };
}
