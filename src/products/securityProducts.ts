/**
 * The account's security widget: passkey management and the second factor's settings, one module
 * downloaded when it mounts. Only that widget imports this file, so Login never reaches it.
 */
import type { ProductRegistry } from '../flows/productModule';

export const security = {
  passkeys: () =>
    Promise.all([import('./passkeys/registration'), import('./secondFactor/settings')]).then(([passkeys, settings]) => ({
      ...passkeys.passkeyRegistrationProduct,
      screens: { ...passkeys.passkeyRegistrationProduct.screens, ...settings.securitySettingsScreens },
    })),
} as const satisfies ProductRegistry;

export const securityProducts: ProductRegistry = security;
