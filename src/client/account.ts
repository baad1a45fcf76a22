/**
 * The account center's calls for a client (docs/account.md): its own `account` (a custom client,
 * a fake), else the built-in client's, downloaded with the first call. Only the account center
 * imports this module, so a Login page never carries its calls.
 */
import type { AccountCalls } from './accountTypes';
import { isBetterAuthParts, partsOf } from './clientParts';
import { deferred } from './deferred';
import type { AuthClient } from './types';

const made = new WeakMap<AuthClient, AccountCalls>();

/** undefined: a client with no account calls (the widget refuses at mount, naming it). */
export function accountCallsOf(client: AuthClient): AccountCalls | undefined {
  if (client.account) return client.account;
  const parts = partsOf(client);
  if (!parts) return undefined;
  let calls = made.get(client);
  if (!calls) {
    calls = isBetterAuthParts(parts)
      ? deferred<AccountCalls>(() => import('./betterAuth/accountCalls').then((m) => m.createAccountCalls(parts, client)))
      : deferred<AccountCalls>(() => import('./accountCalls').then((m) => m.createAccountCalls(parts, client)));
    made.set(client, calls);
  }
  return calls;
}
