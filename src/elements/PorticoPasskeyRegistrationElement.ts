import type { PasskeyRegistrationProps } from '../widget/PasskeyRegistration';
import { PorticoElement } from './PorticoElement';

/** `<portico-passkey-registration>`: the signed-in person's passkeys (SPEC §1), downloaded when it connects. */
export class PorticoPasskeyRegistrationElement extends PorticoElement<
  PasskeyRegistrationProps & { callbacks: NonNullable<PasskeyRegistrationProps['callbacks']> }
> {
  protected loadView() {
    return import('../widget/PasskeyRegistration').then((m) => m.PasskeyRegistration);
  }
}
