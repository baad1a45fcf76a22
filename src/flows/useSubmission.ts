/** One request at a time for a flow hook: the status shown meanwhile, and its failure shown as an error. */
import { useState } from 'react';
import type { FlowRuntime } from './runtime';
import type { ErrorDescriptor } from './state';
import { useBusyGuard } from './useBusyGuard';

export interface Submission<Busy extends string> {
  /** 'idle', or the status `run` was given while its task is in flight. */
  status: 'idle' | Busy;
  error: ErrorDescriptor | null;
  setError(error: ErrorDescriptor | null): void;
  /** Whether a task is in flight, up to date before the next render is. */
  isBusy(): boolean;
  /** Runs `task` unless one is in flight; a thrown error goes to onError and is shown. */
  run(status: Busy, task: () => Promise<void>): Promise<void>;
}

export function useSubmission<Busy extends string = 'submitting'>(runtime: FlowRuntime): Submission<Busy> {
  const [status, setStatus] = useState<'idle' | Busy>('idle');
  const [error, setError] = useState<ErrorDescriptor | null>(null);
  const guard = useBusyGuard();

  const run = async (shown: Busy, task: () => Promise<void>) => {
    await guard.run(async () => {
      setError(null);
      setStatus(shown);
      try {
        await task();
      } catch (thrown) {
        const descriptor = runtime.fail(thrown); // SPEC §8: onError hears it even if the widget has gone
        if (runtime.isMounted()) setError(descriptor);
      } finally {
        if (runtime.isMounted()) setStatus('idle');
      }
    });
  };

  return { status, error, setError, isBusy: guard.isBusy, run };
}
