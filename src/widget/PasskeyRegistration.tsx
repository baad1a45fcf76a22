import { useMemo } from 'react';
import { passkeyRegistrationProducts } from '../products/passkeyRegistrationProducts';
import type { LoginProps } from './Login';
import { PorticoWidget } from './PorticoWidget';

export type PasskeyRegistrationProps = Omit<LoginProps, 'products'>;

/** SPEC §1 Passkey registration: starts on PasskeyRegistrationStart, for the signed-in user. */
export function PasskeyRegistration({ config, ...props }: PasskeyRegistrationProps) {
  // Its product is passkeys whatever the host's config lists (a Login config may be passed as is).
  const registrationConfig = useMemo(() => ({ ...config, products: ['passkeys' as const] }), [config]);
  return <PorticoWidget {...props} config={registrationConfig} products={passkeyRegistrationProducts} initialScreen="PasskeyRegistrationStart" />;
}
