/**
 * The organization switcher's module (docs/organizations.md "The organization switcher"): the
 * `organizations` product as its own widget shows it (widget/OrganizationSwitcher.tsx), never Login's
 * module. Its calls are `client.organizations`, which download with the first of them.
 */
import { lazyView } from '../../flows/lazyView';
import type { ProductModule } from '../../flows/productModule';
import { organizationsMessages } from './messages';
import { switcherMessages } from './messages';

export const organizationSwitcherProduct = {
  id: 'organizations',
  messages: { ...organizationsMessages, ...switcherMessages },
  screens: {
    OrganizationSwitcher: lazyView(() => import('./views/SwitcherContainer').then((m) => m.SwitcherContainer)),
    OrganizationCreate: lazyView(() => import('./views/CreateContainer').then((m) => m.CreateContainer)),
  },
} as const satisfies ProductModule;
