/**
 * `portico/elements`: Portico's widgets as custom elements, for any page and any framework
 * (docs/elements.md). Importing it defines `<portico-login>`, `<portico-password-reset>`,
 * `<portico-passkey-registration>`, `<portico-identity-provider>` and `<portico-account>`; only Login is in the first
 * download, the others load when one is added to the page.
 */
import { PorticoAccountElement } from './PorticoAccountElement';
import { PorticoIdentityProviderElement } from './PorticoIdentityProviderElement';
import { PorticoLoginElement } from './PorticoLoginElement';
import { PorticoPasskeyRegistrationElement } from './PorticoPasskeyRegistrationElement';
import { PorticoPasswordResetElement } from './PorticoPasswordResetElement';

export { PorticoElement, type ElementProps, type PorticoEventDetail, type PorticoErrorDetail } from './PorticoElement';
export { PorticoLoginElement, PorticoPasswordResetElement, PorticoPasskeyRegistrationElement, PorticoIdentityProviderElement, PorticoAccountElement };
export type { PorticoConfig, Product } from '../products/registry';
export type { Callbacks, PorticoEvent, PorticoError } from '../flows/events';
export type { PorticoStyles, ThemeMode } from '../../tokens/styles';
export type { PorticoElementEventMap } from './types';

export const ELEMENTS = {
  'portico-login': PorticoLoginElement,
  'portico-password-reset': PorticoPasswordResetElement,
  'portico-passkey-registration': PorticoPasskeyRegistrationElement,
  'portico-identity-provider': PorticoIdentityProviderElement,
  'portico-account': PorticoAccountElement,
} as const;

/** Defines the elements (importing this module already does); a name already taken is left alone. */
export function defineElements(): void {
  if (typeof customElements === 'undefined') return;
  for (const [name, element] of Object.entries(ELEMENTS)) if (!customElements.get(name)) customElements.define(name, element);
}

defineElements();
