/** SPEC §2 Main: 'Login with a Passkey' runs the browser's passkey dialog (SPEC §7 webauthn.authenticate). */
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import { useSubmission } from '../../../flows/useSubmission';
import { passkeySignedIn, passkeySignInFailed } from './outcome';

export interface PasskeySignInViewModel {
  /** submitting while the browser's dialog is open: the button shows a spinner. */
  status: 'idle' | 'submitting';
  onSignIn(): Promise<void>;
}

export function usePasskeySignIn(args: FlowArgs): PasskeySignInViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission(runtime);
  return {
    status: submission.status,
    onSignIn: () =>
      submission.run('submitting', async () => {
        const { client, config } = runtime.args;
        try {
          const answer = await client.webauthn.authenticate({
            is_passkey: true,
            session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
          });
          passkeySignedIn(runtime, answer);
        } catch (error) {
          passkeySignInFailed(runtime, error);
        }
      }),
  };
}
