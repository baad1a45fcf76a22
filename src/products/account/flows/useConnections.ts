/**
 * Connected accounts (docs/account.md): connect a configured provider (the browser goes there and
 * comes back), or disconnect one after a confirmation; the last way in is refused by the backend.
 */
import { useState } from 'react';
import type { AccountOverview } from '../../../client/accountTypes';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import { useSubmission } from '../../../flows/useSubmission';
import type { AccountConnectionsProps } from '../screens/AccountConnections';
import { accountCalls } from './accountCalls';
import { linkErrorId, linkReturnUrl } from './linkReturn';

export interface ConnectionsArgs extends FlowArgs {
  overview: AccountOverview;
  reload(): Promise<unknown>;
  /** A failed return from a provider (linkReturn.ts), shown when the screen opens. @defaultValue null */
  returnError?: string | null;
}

export type ConnectionsViewModel = Omit<AccountConnectionsProps, 'onBack' | 'error'> & { error: ErrorDescriptor | null };

export function useConnections(args: ConnectionsArgs): ConnectionsViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<'working' | 'connecting'>(runtime);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [returned, setReturned] = useState<ErrorDescriptor | null>(args.returnError ? { id: linkErrorId(args.returnError) } : null);
  const { overview, config } = args;
  const connections = overview.connections.map((row) => ({ id: row.connection_id, provider: row.provider, connectedAt: row.connected_at }));
  const served = runtime.args.client.backend?.oauthProviders;
  const available = config.oauthOptions.providers
    .map((entry) => entry.type)
    .filter((type, index, all) => all.indexOf(type) === index && !connections.some((row) => row.provider === type) && (!served || served.includes(type)));

  return {
    connections,
    available,
    confirming: connections.find((row) => row.id === confirming) ?? null,
    status: submission.status === 'idle' ? 'idle' : submission.status,
    error: submission.error ?? returned,
    onConnect: (provider) => {
      setReturned(null);
      void submission.run('connecting', async () => {
        runtime.emit({ type: 'AccountProviderLinkStart', data: { provider } });
        await accountCalls(runtime.args.client).linkProvider(provider, { redirect_url: linkReturnUrl(config.accountOptions?.redirectURL) });
      });
    },
    onStartDisconnect: (id) => {
      setReturned(null);
      submission.setError(null);
      setConfirming(id);
    },
    onConfirmDisconnect: () => {
      const target = connections.find((row) => row.id === confirming);
      if (!target) return;
      void submission.run('working', async () => {
        await accountCalls(runtime.args.client).unlinkProvider(target.id);
        runtime.emit({ type: 'AccountProviderUnlinked', data: { provider: target.provider } });
        runtime.notify({ id: 'account.connections.disconnected', kind: 'success' });
        await args.reload();
        if (runtime.isMounted()) setConfirming(null);
      });
    },
    onCancel: () => {
      submission.setError(null);
      setConfirming(null);
    },
  };
}
