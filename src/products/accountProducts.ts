/**
 * The account center (docs/account.md): its own screens and the password section (the sign-up's
 * strength rules), downloaded together when the widget mounts; its security section is the
 * security widget's module (./securityProducts.ts), which it opens beside. Only that widget
 * imports this file, so Login never reaches it.
 */
import type { ProductRegistry } from '../flows/productModule';
import { security } from './securityProducts';

export const account = {
  account: () =>
    Promise.all([import('./account'), import('./passwords/account')]).then(([account, passwords]) => ({
      ...account.accountProduct,
      screens: { ...account.accountProduct.screens, ...passwords.passwordAccountScreens },
    })),
} as const satisfies ProductRegistry;

export const accountProducts: ProductRegistry = account;

/** What the account center opens beside its own product: the passkeys and second factors (SecuritySettings). */
export const accountOpens: ProductRegistry = security;
