import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PorticoStyles, ThemeMode } from '../../tokens/styles';
import { createHttpClient } from '../client/createHttpClient';
import type { AuthClient } from '../client/types';
import type { PorticoConfig, Product } from '../products/registry';
import type { Callbacks, PorticoError, PorticoEvent } from '../flows/events';
import type { Strings } from '../i18n/translator';
import { loadThemeCss, styleElement } from './css';

/** What every element hands its widget: the React props the element builds from its state. */
export interface ElementProps {
  client: AuthClient;
  config?: PorticoConfig;
  styles?: PorticoStyles;
  callbacks: Callbacks;
  strings?: Strings;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  theme?: ThemeMode;
  nonce?: string;
}

/** `detail` of the `portico-event` DOM event: the spec's event, as `callbacks.onEvent` receives it. */
export type PorticoEventDetail = PorticoEvent;
/** `detail` of the `portico-error` DOM event: what `callbacks.onError` receives. */
export type PorticoErrorDetail = PorticoError;

/** The attributes every element watches; the element's own (a token, say) come on top. */
export const COMMON_ATTRIBUTES = ['products', 'theme', 'lang', 'dir', 'nonce', 'public-token', 'base-url'] as const;

// Server rendering (Next.js, Astro) may import this module where there is no DOM.
const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

const THEMES: readonly string[] = ['light', 'dark', 'system'];

/**
 * A Portico widget as a custom element: always in its own shadow root with the widget's CSS,
 * configured by properties (the React props) and by attributes for the simple settings, which
 * stay in step with those properties; `onEvent` and `onError` become the DOM events
 * `portico-event` and `portico-error`, which bubble out of the shadow root (composed).
 */
export abstract class PorticoElement<P extends ElementProps = ElementProps> extends Base {
  static readonly observedAttributes: readonly string[] = COMMON_ATTRIBUTES;

  #root: Root | undefined;
  #stopStyles: (() => void) | undefined;
  #starting = false;
  #queued = false;
  #config: PorticoConfig | undefined;
  #client: AuthClient | undefined;
  #own: { key: string; client: AuthClient } | undefined;
  #reflecting = false;
  #reportedMissingClient = false;
  readonly #container: HTMLDivElement;
  /** Extra props a subclass keeps (a reset token, the consent manifest generator). */
  protected readonly extra: Record<string, unknown> = {};

  // Accessors, not fields: a field would be defined as undefined when the element upgrades, over a
  // value the page set before, and setting it would not render again.
  #styles: PorticoStyles | undefined;
  #strings: Strings | undefined;
  #callbacks: Callbacks | undefined;

  /** The widget component, loaded the first time the element connects. */
  protected abstract loadView(): ComponentType<P> | Promise<ComponentType<P>>;
  /** Starts what the view's first frame needs for this config and language, before anything is awaited. */
  protected startDownloads(_config: PorticoConfig | undefined, _lang: string | undefined): void {}
  /** The element's own props beyond ElementProps, from `extra` and its attributes. */
  protected ownProps(): Omit<P, keyof ElementProps> | undefined {
    return this.extra as Omit<P, keyof ElementProps>;
  }

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    this.#container = document.createElement('div');
    shadow.append(this.#container);
  }

  /** The provider client; without one, the element builds its own from `base-url` and `public-token`. */
  get client(): AuthClient | undefined {
    return this.#client;
  }
  set client(value: AuthClient | undefined) {
    this.#client = value;
    this.update();
  }

  /** SPEC §3 Config, as the React prop. Its `products` are the `products` attribute. */
  get config(): PorticoConfig | undefined {
    return this.#config;
  }
  set config(value: PorticoConfig | undefined) {
    this.#config = value;
    this.#reflect('products', value?.products?.join(' '));
    this.update();
  }

  /** The spec's Theme (docs/theming.md), applied in every theme; the `--portico-*` properties of host CSS work as well. */
  get styles(): PorticoStyles | undefined {
    return this.#styles;
  }
  set styles(value: PorticoStyles | undefined) {
    this.#styles = value;
    this.update();
  }

  /** Host overrides of any message id. */
  get strings(): Strings | undefined {
    return this.#strings;
  }
  set strings(value: Strings | undefined) {
    this.#strings = value;
    this.update();
  }

  /** Called as well as the DOM events are dispatched. */
  get callbacks(): Callbacks | undefined {
    return this.#callbacks;
  }
  set callbacks(value: Callbacks | undefined) {
    this.#callbacks = value;
  }

  get products(): Product[] | undefined {
    return this.#config?.products;
  }
  set products(value: readonly Product[] | undefined) {
    this.config = { ...this.#config, products: value ? [...value] : undefined };
  }

  get theme(): ThemeMode | undefined {
    const value = this.getAttribute('theme');
    return value && THEMES.includes(value) ? (value as ThemeMode) : undefined;
  }
  set theme(value: ThemeMode | undefined) {
    this.#reflect('theme', value);
  }

  get publicToken(): string | undefined {
    return this.getAttribute('public-token') ?? undefined;
  }
  set publicToken(value: string | undefined) {
    this.#reflect('public-token', value);
  }

  get baseUrl(): string | undefined {
    return this.getAttribute('base-url') ?? undefined;
  }
  set baseUrl(value: string | undefined) {
    this.#reflect('base-url', value);
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (this.#reflecting) return;
    if (name === 'products') {
      const products = value?.split(/\s+/).filter(Boolean) as Product[] | undefined;
      this.#config = { ...this.#config, products: products?.length ? products : undefined };
    }
    this.update();
  }

  connectedCallback(): void {
    // A property set before the element was defined shadows the accessor: pass it through it.
    for (const name of ['client', 'config', 'products', 'styles', 'strings', 'callbacks', 'theme', ...this.ownPropertyNames()]) {
      if (Object.hasOwn(this, name) && !(name in this.extra)) {
        const value = (this as Record<string, unknown>)[name];
        delete (this as Record<string, unknown>)[name];
        (this as Record<string, unknown>)[name] = value;
      }
    }
    this.update();
  }

  disconnectedCallback(): void {
    // A move (removed and added again in the same task) keeps the widget; a removal unmounts it.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#root?.unmount();
      this.#root = undefined;
      this.#stopStyles?.();
      this.#stopStyles = undefined;
    });
  }

  /** Property names a subclass adds (passed through like the common ones when set before upgrade). */
  protected ownPropertyNames(): readonly string[] {
    return [];
  }

  /** Renders again on the next microtask, once for any number of changes made together. */
  protected update(): void {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      void this.#render();
    });
  }

  #reflect(name: string, value: string | undefined): void {
    this.#reflecting = true;
    try {
      if (value === undefined || value === '') this.removeAttribute(name);
      else this.setAttribute(name, value);
    } finally {
      this.#reflecting = false;
    }
    if (name !== 'products') this.update();
  }

  // One object for the element's life: the widget's context never changes because of it.
  readonly #dispatch: Callbacks = {
    onEvent: (event) => {
      this.#callbacks?.onEvent?.(event);
      this.dispatchEvent(new CustomEvent<PorticoEventDetail>('portico-event', { detail: event, bubbles: true, composed: true }));
    },
    onError: (error) => {
      this.#callbacks?.onError?.(error);
      this.dispatchEvent(new CustomEvent<PorticoErrorDetail>('portico-error', { detail: error, bubbles: true, composed: true }));
    },
  };

  #resolveClient(): AuthClient | undefined {
    if (this.#client) return this.#client;
    const baseUrl = this.baseUrl;
    const publicToken = this.publicToken;
    if (!baseUrl || !publicToken) return undefined;
    const key = `${baseUrl}\n${publicToken}`;
    if (this.#own?.key !== key) this.#own = { key, client: createHttpClient({ baseUrl, publicToken }) };
    return this.#own.client;
  }

  async #render(): Promise<void> {
    if (!this.isConnected || this.#starting) return;
    const client = this.#resolveClient();
    if (!client) {
      if (!this.#reportedMissingClient) {
        this.#reportedMissingClient = true;
        const message = `Portico: <${this.localName}> needs a client property, or base-url and public-token attributes.`;
        this.#dispatch.onError?.({ message, error: new Error(message) });
      }
      return;
    }
    const lang = this.getAttribute('lang') || undefined;
    this.startDownloads(this.#config, lang);
    if (!this.#root) {
      // Styled before the first render, so the widget never shows unstyled.
      this.#starting = true;
      try {
        this.#View = await this.loadView();
        this.#stopStyles = styleElement(this.shadowRoot!);
        this.#root = createRoot(this.#container);
      } finally {
        this.#starting = false;
      }
      if (!this.isConnected) return this.disconnectedCallback();
    }
    // The framework-free build brings the dark and system themes' CSS when one is first asked for.
    const themeCss = loadThemeCss(this.theme);
    if (themeCss) {
      await themeCss;
      if (!this.#root) return;
    }
    const props = {
      ...this.ownProps(),
      client,
      config: this.#config,
      styles: this.#styles,
      callbacks: this.#dispatch,
      strings: this.#strings,
      lang,
      dir: (this.getAttribute('dir') as 'ltr' | 'rtl' | null) ?? undefined,
      theme: this.theme,
      // The IDL property: a page under CSP hides the attribute's value once the element is inserted.
      nonce: this.nonce || this.getAttribute('nonce') || undefined,
    } as P;
    this.#root.render(createElement(this.#View!, props));
  }

  #View: ComponentType<P> | undefined;
}
