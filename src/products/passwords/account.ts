/**
 * The account center's password section (docs/account.md): a screen of the Account widget's
 * registry (widget/Account.tsx), never Login's. It is this slice's for its strength rules.
 */
import { lazyView } from '../../flows/lazyView';

export const passwordAccountScreens = {
  AccountPassword: lazyView(() => import('./views/PasswordChangeContainer').then((m) => m.PasswordChangeContainer)),
} as const;
