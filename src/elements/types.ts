import type { PorticoErrorDetail, PorticoEventDetail } from './PorticoElement';
import type { PorticoIdentityProviderElement } from './PorticoIdentityProviderElement';
import type { PorticoLoginElement } from './PorticoLoginElement';
import type { PorticoPasskeyRegistrationElement } from './PorticoPasskeyRegistrationElement';
import type { PorticoPasswordResetElement } from './PorticoPasswordResetElement';

/** The DOM events every element dispatches (bubbling, composed). */
export interface PorticoElementEventMap extends HTMLElementEventMap {
  'portico-event': CustomEvent<PorticoEventDetail>;
  'portico-error': CustomEvent<PorticoErrorDetail>;
}

declare global {
  interface HTMLElementTagNameMap {
    'portico-login': PorticoLoginElement;
    'portico-password-reset': PorticoPasswordResetElement;
    'portico-passkey-registration': PorticoPasskeyRegistrationElement;
    'portico-identity-provider': PorticoIdentityProviderElement;
  }
  interface GlobalEventHandlersEventMap {
    'portico-event': CustomEvent<PorticoEventDetail>;
    'portico-error': CustomEvent<PorticoErrorDetail>;
  }
}
