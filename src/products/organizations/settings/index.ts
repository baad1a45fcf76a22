/**
 * The organization settings (docs/organizations.md "Settings"): the OrganizationSettings widget's one
 * product, registered in its own registry (../../organizationSettingsProducts.ts), never Login's.
 */
import { lazyView } from '../../../flows/lazyView';
import type { ProductModule } from '../../../flows/productModule';
import { organizationsMessages } from '../messages';
import { organizationSettingsMessages } from './messages';

export const organizationSettingsProduct = {
  // The backend's `organizations` product: a config need not name it, the widget shows it.
  id: 'organizations',
  messages: { ...organizationsMessages, ...organizationSettingsMessages },
  screens: { OrganizationSettings: lazyView(() => import('./views/OrganizationSettingsContainer').then((m) => m.OrganizationSettingsContainer)) },
} as const satisfies ProductModule;
