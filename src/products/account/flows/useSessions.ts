/** Sessions and devices (docs/account.md): listed with the browser each began in; one signed out, or every other. */
import { useEffect, useState } from 'react';
import type { AccountSession } from '../../../client/accountTypes';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import { useSubmission } from '../../../flows/useSubmission';
import type { AccountSessionItem, AccountSessionsProps } from '../screens/AccountSessions';
import { accountCalls } from './accountCalls';
import { deviceOf } from './userAgent';

export type SessionsViewModel = Omit<AccountSessionsProps, 'onBack' | 'error' | 'now'> & { error: ErrorDescriptor | null };

const toItem = (session: AccountSession): AccountSessionItem => ({
  id: session.session_id,
  device: deviceOf(session.user_agent),
  place: session.place,
  lastSeenAt: session.last_seen_at,
  current: session.current,
});

// This device first, then the most recently used.
const ordered = (sessions: AccountSession[]) => [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.last_seen_at) - Date.parse(a.last_seen_at));

export function useSessions(args: FlowArgs): SessionsViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<'working'>(runtime);
  const [sessions, setSessions] = useState<AccountSessionItem[] | null>(null);

  const load = async () => {
    const listed = await accountCalls(runtime.args.client).sessions();
    if (runtime.isMounted()) setSessions(ordered(listed).map(toItem));
  };
  useEffect(() => {
    void submission.run('working', load);
    // Once, when the screen mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    status: sessions === null ? 'loading' : submission.status === 'working' ? 'working' : 'ready',
    sessions: sessions ?? [],
    error: submission.error,
    onSignOut: (id) =>
      void submission.run('working', async () => {
        await accountCalls(runtime.args.client).revokeSession(id);
        runtime.emit({ type: 'AccountSessionsRevoked', data: { session_id: id } });
        runtime.notify({ id: 'account.sessions.signedOut', kind: 'success' });
        await load();
      }),
    onSignOutOthers: () =>
      void submission.run('working', async () => {
        await accountCalls(runtime.args.client).revokeOtherSessions();
        runtime.emit({ type: 'AccountSessionsRevoked', data: { others: true } });
        runtime.notify({ id: 'account.sessions.signedOutOthers', kind: 'success' });
        await load();
      }),
  };
}
