/**
 * The account center's calls for a client (docs/account.md): its own `account` (a custom client,
 * a fake), else the built-in client's, downloaded with the first call. They go through the client's
 * own request helper, which its fetch seam (wrapFetch, docs/bots.md) hands over, so the clients
 * keep nothing for them. Only the account center imports this module, so a Login page never carries its calls.
 */
import type { AccountCalls } from './accountTypes';
import type { BetterAuthRequester } from './betterAuth/request';
import { deferred } from './deferred';
import type { Requester } from './request';
import type { AuthClient, ClientRequest } from './types';

const made = new WeakMap<AuthClient, AccountCalls>();

/** undefined: a client with no account calls (the widget refuses at mount, naming it). */
export function accountCallsOf(client: AuthClient): AccountCalls | undefined {
  if (client.account) return client.account;
  let calls = made.get(client);
  if (calls) return calls;
  let request: ClientRequest | undefined;
  // A wrapper that keeps the fetch as it is and only takes the request helper.
  client.wrapFetch?.((next, clientRequest) => {
    request = clientRequest;
    return next;
  });
  const helper = request;
  if (!helper) return undefined;
  calls =
    client.backend?.name === 'Better Auth'
      ? deferred<AccountCalls>(() => import('./betterAuth/accountCalls').then((m) => m.createAccountCalls(helper as BetterAuthRequester, client)))
      : deferred<AccountCalls>(() => import('./accountCalls').then((m) => m.createAccountCalls(helper as Requester, client)));
  made.set(client, calls);
  return calls;
}
