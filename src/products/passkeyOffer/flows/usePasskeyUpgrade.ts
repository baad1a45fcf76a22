/** The passkey offer's choices (docs/account.md): create one now (the browser's dialog), or not now; neither blocks the sign-in, which is done. */
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import { useSubmission } from '../../../flows/useSubmission';
import type { PasskeyUpgradeProps } from '../screens/PasskeyUpgrade';

export interface PasskeyUpgradeArgs extends FlowArgs {
  /** Back to the screen the offer came before. */
  onDone(): void;
}

export type PasskeyUpgradeViewModel = PasskeyUpgradeProps;

const nameOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined);

export function usePasskeyUpgrade(args: PasskeyUpgradeArgs): PasskeyUpgradeViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<'creating'>(runtime);
  return {
    status: submission.status,
    error: submission.error,
    onCreate: () =>
      void submission.run('creating', async () => {
        const { client, config } = runtime.args;
        try {
          const { webauthn_registration_id } = await client.webauthn.register({ is_passkey: true, session_duration_minutes: config.sessionOptions.sessionDurationMinutes });
          runtime.emit({ type: 'PasskeyUpgradeCreated', data: { webauthn_registration_id } });
        } catch (error) {
          // The person closed the browser's dialog: the offer stays, with "Not now" beside it.
          if (nameOf(error) === 'NotAllowedError') return;
          runtime.fail(error);
          // The account had no passkey (the offer's rule), so this is no duplicate: SPEC §8's "not created".
          if (runtime.isMounted()) submission.setError({ id: 'error.passkey_not_created' });
          return;
        }
        runtime.notify({ id: 'passkey.upgrade.created', kind: 'success' });
        args.onDone();
      }),
    onSkip: () => {
      if (submission.isBusy()) return;
      runtime.emit({ type: 'PasskeyUpgradeDismissed', data: {} });
      args.onDone();
    },
  };
}
