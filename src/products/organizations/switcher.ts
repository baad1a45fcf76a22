/**
 * The organization switcher's module (docs/organizations.md "The organization switcher"): the
 * `organizations` product as its own widget shows it (widget/OrganizationSwitcher.tsx), never Login's
 * module. Its calls are `client.organizations`, which download with the first of them. Its words
 * (switcher/messages.ts) and their translations (switcher/locales) are its own; of the invitation's,
 * which Login's chunks hold, it shows the role names.
 */
import { lazyView } from '../../flows/lazyView';
import type { ProductModule } from '../../flows/productModule';
import { organizationsMessages } from './messages';

const views = () => import('./views/switcherViews');

export const organizationSwitcherProduct = {
  id: 'organizations',
  messages: organizationsMessages,
  screens: {
    OrganizationSwitcher: lazyView(() => views().then((m) => m.SwitcherContainer)),
    OrganizationCreate: lazyView(() => views().then((m) => m.CreateContainer)),
  },
} as const satisfies ProductModule;
