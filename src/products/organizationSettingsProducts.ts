/**
 * The organization settings widget's product (docs/organizations.md "Settings"). Only that widget
 * imports this file, so Login never reaches it.
 */
import type { ProductRegistry } from '../flows/productModule';

export const organizationSettings = {
  organizations: () => import('./organizations/settings').then((m) => m.organizationSettingsProduct),
} as const satisfies ProductRegistry;

export const organizationSettingsProducts: ProductRegistry = organizationSettings;
