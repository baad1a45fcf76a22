/** One task at a time: the guard every widget's controller uses against a double click. */
import { useMemo, useRef } from 'react';

export interface BusyGuard {
  /** Whether a task is in flight, up to date before the next render is. */
  isBusy(): boolean;
  /** Runs `task` unless one is in flight (then answers false without running it). */
  run(task: () => Promise<void>): Promise<boolean>;
}

export function useBusyGuard(): BusyGuard {
  const busy = useRef(false); // state lags a render behind: a double click must not send twice
  return useMemo(
    () => ({
      isBusy: () => busy.current,
      run: async (task) => {
        if (busy.current) return false;
        busy.current = true;
        try {
          await task();
        } finally {
          busy.current = false;
        }
        return true;
      },
    }),
    [],
  );
}
