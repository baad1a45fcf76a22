/**
 * The organization switcher's products (docs/organizations.md "The organization switcher"): the
 * `organizations` product as that widget shows it. Only widget/OrganizationSwitcher.tsx imports this
 * file, so Login never reaches it.
 */
import type { ProductRegistry } from '../flows/productModule';

export const organizationSwitcher = {
  organizations: () => import('./organizations/switcher').then((m) => m.organizationSwitcherProduct),
} as const satisfies ProductRegistry;

export const organizationSwitcherProducts: ProductRegistry = organizationSwitcher;
