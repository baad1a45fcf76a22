import { useMemo } from 'react';
import type { PasskeyRegistrationProps } from './PasskeyRegistration';
import { PorticoWidget } from './PorticoWidget';
import type { ProductRegistry } from '../flows/productModule';

export type SecuritySettingsProps = PasskeyRegistrationProps;

/** Passkey management and the second factor's settings: this widget's one entry, downloaded when it mounts. */
export const securityProducts: ProductRegistry = {
  passkeys: () =>
    Promise.all([import('../products/passkeys/registration'), import('../products/secondFactor/settings')]).then(([passkeys, settings]) => ({
      ...passkeys.passkeyRegistrationProduct,
      screens: { ...passkeys.passkeyRegistrationProduct.screens, ...settings.securitySettingsScreens },
    })),
};

/**
 * Issue 27, the account's security widget: the passkey registration widget grown by two-step
 * verification (an authenticator app, backup codes). It opens on those and reaches the passkey
 * screens from there; PasskeyRegistration itself, on its own mount point, is unchanged.
 */
export function SecuritySettings({ config, ...props }: SecuritySettingsProps) {
  const securityConfig = useMemo(() => ({ ...config, products: ['passkeys' as const] }), [config]);
  return <PorticoWidget {...props} config={securityConfig} products={securityProducts} initialScreen="SecuritySettings" />;
}
