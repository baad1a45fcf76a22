/**
 * Organizations on the Login widget (docs/organizations.md "Invitations"): a Login on the page the
 * invitation mail links to opens the invitation, to accept or decline. Its code downloads only for
 * a config naming `organizations`; its screen only when a link brings one.
 */
import { lazyView } from '../../flows/lazyView';
import type { ProductModule } from '../../flows/productModule';
import { organizationsMessages } from './messages';
import { InvitationLink } from './views/InvitationLink';

export const organizationsProduct = {
  id: 'organizations',
  messages: organizationsMessages,
  background: InvitationLink,
  screens: { Invitation: lazyView(() => import('./views/InvitationContainer').then((m) => m.InvitationContainer)) },
  // Few sign-ins reach it: it downloads when a link opens it, never while a person types.
  preloadScreens: false,
} as const satisfies ProductModule;
