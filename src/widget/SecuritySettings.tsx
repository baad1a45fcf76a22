import { useMemo } from 'react';
import { securityProducts } from '../products/securityProducts';
import type { PasskeyRegistrationProps } from './PasskeyRegistration';
import { PorticoWidget } from './PorticoWidget';

export type SecuritySettingsProps = PasskeyRegistrationProps;

/**
 * The account's security widget: the passkey registration widget grown by two-step verification
 * (an authenticator app, backup codes). It opens on those and reaches the passkey screens from
 * there; PasskeyRegistration itself, on its own mount point, is unchanged.
 */
export function SecuritySettings({ config, ...props }: SecuritySettingsProps) {
  const securityConfig = useMemo(() => ({ ...config, products: ['passkeys' as const] }), [config]);
  return <PorticoWidget {...props} config={securityConfig} products={securityProducts} initialScreen="SecuritySettings" home="SecuritySettings" />;
}
