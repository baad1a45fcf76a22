import { useMemo } from 'react';
import { PorticoWidget, type PorticoWidgetProps } from './PorticoWidget';
import type { ProductRegistry } from '../flows/productModule';

export type PasskeyRegistrationProps = Omit<PorticoWidgetProps, 'initialScreen' | 'passwordResetToken' | 'screensFrom' | 'products'>;

/**
 * The passkey registration widget's registry: its one product is passkey management, downloaded
 * when the widget mounts. It is not the Login widget's registry, so Login never reaches this code.
 */
export const passkeyRegistrationProducts: ProductRegistry = {
  passkeys: () => import('../products/passkeys/registration').then((m) => m.passkeyRegistrationProduct),
};

/** SPEC §1 Passkey registration: starts on PasskeyRegistrationStart, for the signed-in user. */
export function PasskeyRegistration({ config, ...props }: PasskeyRegistrationProps) {
  // Its product is passkeys whatever the host's config lists (a Login config may be passed as is).
  const registrationConfig = useMemo(() => ({ ...config, products: ['passkeys' as const] }), [config]);
  return (
    <PorticoWidget
      {...props}
      config={registrationConfig}
      products={passkeyRegistrationProducts}
      initialScreen="PasskeyRegistrationStart"
    />
  );
}
