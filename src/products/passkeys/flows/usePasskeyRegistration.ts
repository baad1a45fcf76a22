/**
 * SPEC §2 PasskeyRegistrationStart: only for a signed-in user (SPEC §6: `user.get` must succeed);
 * 'Create a Passkey' runs the browser's registration (SPEC §7 webauthn.register), 'Skip' moves on.
 */
import { useState } from 'react';
import type { PasskeyRegistrationStatus } from '../screens/PasskeyRegistrationStart';
import { errorTypeOf, useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import { useSubmission } from '../../../flows/useSubmission';
import { useSessionLoad } from '../../../flows/session/useSessionLoad';

export interface PasskeyRegistrationViewModel {
  status: PasskeyRegistrationStatus;
  error: ErrorDescriptor | null;
  onCreate(): Promise<void>;
  onSkip(): void;
}

const nameOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined);

/** SPEC §8: the browser's own "already registered" (excludeCredentials matched) or the server's 409. */
const isDuplicate = (error: unknown) => errorTypeOf(error) === 'duplicate_webauthn_registration' || nameOf(error) === 'InvalidStateError';

export function usePasskeyRegistration(args: FlowArgs): PasskeyRegistrationViewModel {
  const runtime = useFlowRuntime(args);
  const [user, setUser] = useState<'checking' | 'signedIn' | 'none'>('checking');
  const submission = useSubmission<'registering'>(runtime);
  const set = (next: 'signedIn' | 'none') => runtime.isMounted() && setUser(next);

  useSessionLoad(
    runtime.args.client,
    () =>
      void runtime.args.client.user.get().then(
        () => set('signedIn'),
        (error: unknown) => {
          runtime.fail(error);
          set('none');
        },
      ),
    // No session on this page: nobody to ask about (and no 401 in the console for it).
    () => set('none'),
  );

  const onCreate = () =>
    submission.run('registering', async () => {
      const { client, config, dispatch } = runtime.args;
      try {
        await client.webauthn.register({ is_passkey: true, session_duration_minutes: config.sessionOptions.sessionDurationMinutes });
      } catch (error) {
        // The person closed the browser's dialog (NotAllowedError): nothing to report, 'Create a Passkey' stays offered.
        if (nameOf(error) === 'NotAllowedError') return;
        runtime.fail(error);
        if (runtime.isMounted()) submission.setError({ id: isDuplicate(error) ? 'error.duplicate_webauthn_registration' : 'error.passkey_not_created' });
        return;
      }
      // SPEC §4: success or skip leads to PasskeyRegistrationSuccess.
      dispatch({ type: 'transition', screen: 'PasskeyRegistrationSuccess' });
    });

  return {
    status: user === 'checking' ? 'checking' : user === 'none' ? 'noUser' : submission.status === 'registering' ? 'registering' : 'idle',
    error: submission.error,
    onCreate,
    onSkip: () => {
      if (!submission.isBusy()) runtime.args.dispatch({ type: 'transition', screen: 'PasskeyRegistrationSuccess' });
    },
  };
}
