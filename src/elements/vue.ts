/**
 * `portico/elements/vue`: the four elements typed in Vue templates (Volar / vue-tsc), their
 * properties, attributes and `@portico-event` / `@portico-error` handlers. Types only: a host
 * imports it once (`import type {} from 'portico/elements/vue'`) beside `portico/elements`.
 */
import type { DefineComponent } from 'vue';
import type { PorticoErrorDetail, PorticoEventDetail } from './PorticoElement';
import type { PorticoElementTags, PorticoTemplateProps } from './templateProps';

type VueElement<E> = DefineComponent<
  PorticoTemplateProps<E> & {
    onPorticoEvent?: (event: CustomEvent<PorticoEventDetail>) => void;
    onPorticoError?: (event: CustomEvent<PorticoErrorDetail>) => void;
  }
>;

declare module 'vue' {
  interface GlobalComponents {
    'portico-login': VueElement<PorticoElementTags['portico-login']>;
    'portico-password-reset': VueElement<PorticoElementTags['portico-password-reset']>;
    'portico-passkey-registration': VueElement<PorticoElementTags['portico-passkey-registration']>;
    'portico-identity-provider': VueElement<PorticoElementTags['portico-identity-provider']>;
  }
}

export type { VueElement };
