import type { ComponentType, ReactNode } from 'react';
import type { AuthClient } from '../client/types';
import type { ResolvedConfig } from './config';
import type { MainCapabilities, ProductDefinition, TabId } from './products';
import type { Screen } from './state';

/** A view the widget renders: a component, or a lazily loaded one that can be fetched ahead of time. */
export type View<P = object> = ComponentType<P> & { preload?: () => Promise<unknown> };

/** What a Main form is told: which tab it is (one product may draw several, such as SMS and WhatsApp). */
export interface MainFormProps extends Partial<MainCapabilities> {
  /** Which tab it draws. Beside it, what the browser can do: with `passkeyAutofill`, an email field offers passkeys. */
  tab: TabId;
}

/** How a product's background tells Main what the browser can do: it adds what it found to what Main knows. */
export interface MainBackgroundProps {
  onCapabilities(update: (known: MainCapabilities | undefined) => MainCapabilities): void;
}

/**
 * A step a product puts before the screen that says a person is signed in (the passkey offer after
 * a passwordless sign-in): the widget hands it each screen's view and shows what it returns.
 */
export interface AfterSignIn {
  /** The product folder it is (src/products/<id>/) when another product's module opens it beside its own. @defaultValue the module's */
  id?: string;
  /** `view` itself, or the step around it (which shows it once done); the product decides on which screens. */
  step(screen: Screen, view: ReactNode, widget: { client: AuthClient; config: ResolvedConfig }): ReactNode;
}

/**
 * One product, everything the widget needs of it (docs/products.md): its tabs, Main part and config
 * checks (the flows' ProductDefinition), the views that draw them, a container for each of its
 * screens and its English. The widget knows this contract and never a product: a module is listed
 * once, in src/products/registry.ts.
 */
export interface ProductModule extends ProductDefinition {
  /** The form of each Main tab this product draws. */
  forms?: Partial<Record<TabId, View<MainFormProps>>>;
  /** Its part of Main when that part is not the form: social, wallet or passkey buttons. */
  part?: View;
  /**
   * Drawn, drawing nothing, as long as Main shows, whether its part is drawn or not: work that lives
   * exactly as long as Main (SPEC §4: passkey autofill). It also finds out what the browser can do
   * and tells Main (`onCapabilities`), which lays its parts out again (SPEC §2: passkey autofill hides
   * the passkey button); until then a part that depends on it should stay hidden. Main draws it
   * outside any Suspense boundary, so it is a plain component, never a lazy one. @defaultValue none
   */
  background?: ComponentType<MainBackgroundProps>;
  /** Its screens (SPEC §2), each with its (lazily loaded) container. */
  screens: Readonly<Record<Screen, View>>;
  /**
   * Its screens that exist only while their session does: each says "you are signed in", so once
   * the session ends the widget goes back to Main. @defaultValue none
   */
  signedInScreens?: readonly Screen[];
  /**
   * Whether the widget fetches its screens while the person types, ahead of need. A product whose
   * screens few sign-ins reach says false, and they download only when one shows. @defaultValue true
   */
  preloadScreens?: boolean;
  /** A step after a sign-in, before its confirmation screen (or Main, back from a link). @defaultValue none */
  afterSignIn?: AfterSignIn;
  /**
   * Its English (ARCHITECTURE: a product's strings travel with it), added when the entry arrives,
   * so Main can word the product's config errors and the errors of its calls. @defaultValue none
   */
  messages?: Readonly<Record<string, string>>;
}

/** Products by id: a module at hand, or one downloaded when a config first names its product. */
export type ProductRegistry = { readonly [id: string]: ProductModule | (() => Promise<ProductModule>) };
