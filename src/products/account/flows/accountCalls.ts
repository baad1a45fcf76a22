/** The account calls of the widget's client (client/account.ts): the account center's one way to its backend. */
import { accountCallsOf } from '../../../client/account';
import type { AccountCalls } from '../../../client/accountTypes';
import type { AuthClient } from '../../../client/types';

export function accountCalls(client: AuthClient): AccountCalls {
  const calls = accountCallsOf(client);
  if (!calls) throw new Error('Portico: this client has no account calls: use createHttpClient, createBetterAuthClient, or give your client an `account` (docs/account.md).');
  return calls;
}
