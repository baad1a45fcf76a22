import type { PorticoAccountElement } from './PorticoAccountElement';
import type { PorticoIdentityProviderElement } from './PorticoIdentityProviderElement';
import type { PorticoLoginElement } from './PorticoLoginElement';
import type { PorticoPasskeyRegistrationElement } from './PorticoPasskeyRegistrationElement';
import type { PorticoPasswordResetElement } from './PorticoPasswordResetElement';

/** The elements by tag, for the Vue and Svelte template typings (./vue.ts, ./svelte.ts). */
export interface PorticoElementTags {
  'portico-login': PorticoLoginElement;
  'portico-password-reset': PorticoPasswordResetElement;
  'portico-passkey-registration': PorticoPasskeyRegistrationElement;
  'portico-identity-provider': PorticoIdentityProviderElement;
  'portico-account': PorticoAccountElement;
}

// Vue and Svelte set a property when the element has one by that name, an attribute otherwise.
type PropertyName = 'client' | 'config' | 'products' | 'styles' | 'strings' | 'callbacks' | 'theme' | 'passwordResetToken' | 'section';

/** What a template may set on an element: its properties (the React props) and its attributes. */
export type PorticoTemplateProps<E> = Partial<Pick<E, Extract<keyof E, PropertyName>>> & {
  lang?: string;
  dir?: 'ltr' | 'rtl';
  nonce?: string;
  'public-token'?: string;
  'base-url'?: string;
};
