/**
 * `portico/elements/svelte`: the four elements typed in Svelte 5 templates (svelte-check), their
 * properties, attributes and `onportico-event` / `onportico-error` handlers. Types only: a host
 * imports it once (`import type {} from 'portico/elements/svelte'`) beside `portico/elements`.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { PorticoErrorDetail, PorticoEventDetail } from './PorticoElement';
import type { PorticoElementTags, PorticoTemplateProps } from './templateProps';

type SvelteElement<E extends HTMLElement> = Omit<HTMLAttributes<E>, keyof PorticoTemplateProps<E>> &
  PorticoTemplateProps<E> & {
    'onportico-event'?: (event: CustomEvent<PorticoEventDetail> & { currentTarget: E }) => void;
    'onportico-error'?: (event: CustomEvent<PorticoErrorDetail> & { currentTarget: E }) => void;
  };

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'portico-login': SvelteElement<PorticoElementTags['portico-login']>;
    'portico-password-reset': SvelteElement<PorticoElementTags['portico-password-reset']>;
    'portico-passkey-registration': SvelteElement<PorticoElementTags['portico-passkey-registration']>;
    'portico-identity-provider': SvelteElement<PorticoElementTags['portico-identity-provider']>;
  }
}

export type { SvelteElement };
