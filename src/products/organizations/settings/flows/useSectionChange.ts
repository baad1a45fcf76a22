/** One change at a time in a section: which one is in flight, and what it said (a success or the server's error). */
import { useState } from 'react';
import type { FlowRuntime } from '../../../../flows/runtime';
import { useBusyGuard } from '../../../../flows/useBusyGuard';
import type { MessageValues } from '../../../../i18n/translator';
import type { SectionNotice } from './notice';

export function useSectionChange(runtime: FlowRuntime) {
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<SectionNotice | null>(null);
  const guard = useBusyGuard();

  /** Runs `task` (unless a change is in flight); says `success` when it resolves, the error when it throws. */
  const run = (key: string, task: () => Promise<{ id: string; values?: MessageValues } | void>) =>
    guard.run(async () => {
      setBusy(key);
      setNotice(null);
      try {
        const said = await task();
        if (runtime.isMounted() && said) setNotice({ kind: 'success', ...said });
      } catch (error) {
        const descriptor = runtime.fail(error);
        if (runtime.isMounted()) setNotice({ kind: 'error', error: descriptor });
      } finally {
        if (runtime.isMounted()) setBusy(null);
      }
    });

  return { busy, notice, setNotice, run };
}
