/**
 * The account as the account center reads it (GET /v1/account, /portico/account): loaded when a
 * screen mounts, read again after a change, and the one place that knows when the session needs a
 * step-up (docs/account.md "Step-up").
 */
import { useRef, useState } from 'react';
import type { AccountOverview } from '../../../client/accountTypes';
import type { FlowRuntime } from '../../../flows/runtime';
import { useSessionLoad } from '../../../flows/session/useSessionLoad';
import type { ErrorDescriptor } from '../../../flows/state';
import { accountCalls } from './accountCalls';

/** A change within this many seconds of the window's end steps up first, so it cannot lapse on its way. */
export const FRESH_MARGIN_SECONDS = 30;

export interface AccountOverviewState {
  status: 'loading' | 'ready' | 'failed';
  overview: AccountOverview | null;
  error: ErrorDescriptor | null;
  /** A sensitive change needs a step-up first. */
  needsStepUp(): boolean;
  /** Reads the account again; null when that failed (the error is shown). */
  reload(): Promise<AccountOverview | null>;
}

export function useAccountOverview(runtime: FlowRuntime): AccountOverviewState {
  const [overview, setOverview] = useState<AccountOverview | null>(null);
  const [status, setStatus] = useState<AccountOverviewState['status']>('loading');
  const [error, setError] = useState<ErrorDescriptor | null>(null);
  // When the freshness window ends, by this browser's clock (the answer counts in seconds from now).
  const freshUntil = useRef<number | null>(null);

  const reload = async () => {
    try {
      const next = await accountCalls(runtime.args.client).get();
      freshUntil.current = next.fresh_for_seconds === null ? null : Date.now() + next.fresh_for_seconds * 1000;
      if (runtime.isMounted()) {
        setOverview(next);
        setStatus('ready');
        setError(null);
      }
      return next;
    } catch (thrown) {
      const descriptor = runtime.fail(thrown);
      if (runtime.isMounted()) {
        setError(descriptor);
        setStatus('failed');
      }
      return null;
    }
  };

  useSessionLoad(
    runtime.args.client,
    () => void reload(),
    // No session on this page: nobody to describe (as the security widget).
    () => {
      setError({ id: 'error.user_unauthenticated' });
      setStatus('failed');
    },
  );

  return {
    status,
    overview,
    error,
    needsStepUp: () => freshUntil.current !== null && Date.now() >= freshUntil.current - FRESH_MARGIN_SECONDS * 1000,
    reload,
  };
}
