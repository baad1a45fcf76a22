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

type PorticoSvelteElements = { [Tag in keyof PorticoElementTags]: SvelteElement<PorticoElementTags[Tag]> };

declare module 'svelte/elements' {
  // Every tag of PorticoElementTags: a new element is typed here once it is there.
  interface SvelteHTMLElements extends PorticoSvelteElements {}
}

export type { SvelteElement };
