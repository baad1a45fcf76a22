/**
 * The account center (docs/account.md): the Account widget's one product, registered in its own
 * registry (widget/Account.tsx), never Login's. Its calls come with its chunk (client/account.ts).
 */
import { accountErrorMessages } from './errorMessages';
import { accountMessages } from './messages';
import { lazyView } from '../../flows/lazyView';
import type { ProductModule } from '../../flows/productModule';

const views = () => import('./views');

export const accountProduct = {
  // Not a product a Login config names: the account center's own widget shows it.
  id: 'account',
  messages: { ...accountMessages, ...accountErrorMessages },
  screens: {
    Account: lazyView(() => views().then((m) => m.AccountContainer)),
    AccountProfile: lazyView(() => views().then((m) => m.ProfileContainer)),
    AccountEmail: lazyView(() => views().then((m) => m.EmailContainer)),
    AccountConnections: lazyView(() => views().then((m) => m.ConnectionsContainer)),
    AccountSessions: lazyView(() => views().then((m) => m.SessionsContainer)),
    AccountDelete: lazyView(() => views().then((m) => m.DeleteContainer)),
  },
} as const satisfies ProductModule;
