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

type PorticoVueElements = { [Tag in keyof PorticoElementTags]: VueElement<PorticoElementTags[Tag]> };

declare module 'vue' {
  // Every tag of PorticoElementTags: a new element is typed here once it is there.
  interface GlobalComponents extends PorticoVueElements {}
}

export type { VueElement };
