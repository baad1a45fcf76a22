/**
 * The Login widget's products: one entry each (docs/products.md). Main and the screen outlet are
 * built from these entries alone. Only the default product's entry is in the first download; the
 * others download when a config names them, so a host pays only for the products it configures.
 */
import type { Product, ResolvedConfig } from '../../flows/config';
import { configuredProducts, type TabId } from '../../flows/products';
import type { Screen } from '../../flows/state';
import { magicLinkProduct } from './magicLink';
import type { MainFormProps, ProductModule, ProductRegistry, View } from './types';

const entries = {
  emailMagicLinks: magicLinkProduct,
  otp: () => import('./otp').then((m) => m.otpProduct),
  passwords: () => import('./passwords').then((m) => m.passwordsProduct),
  passkeys: () => import('./passkeys').then((m) => m.passkeysProduct),
  oauth: () => import('./oauth').then((m) => m.oauthProduct),
  crypto: () => import('./crypto').then((m) => m.cryptoProduct),
  // Keyed by product id, so TypeScript rejects a product of the config without an entry.
} as const satisfies { [P in Product]: (ProductModule & { id: P }) | (() => Promise<ProductModule & { id: P }>) };

export const loginProducts: ProductRegistry = entries;

// TypeScript rejects a screen without a container: a Screen that no entry gives one is named here.
type Loaded<E> = E extends () => Promise<infer M> ? M : E;
type Contained = { [P in Product]: keyof Loaded<(typeof entries)[P]>['screens'] }[Product];
// Screens of the other widgets, contained by their own registries (passkey registration, password reset).
type OtherWidgets =
  | keyof (typeof import('./passkeys/registration'))['passkeyRegistrationProduct']['screens']
  | keyof (typeof import('./passwords/reset'))['passwordResetProduct']['screens'];
type EveryScreenHasAContainer<Missing extends never> = Missing;
// The second factor's screens show after any product's sign-in (ScreenOutlet).
type Always =
  | keyof (typeof import('../../products/secondFactor'))['secondFactorEntry']['screens']
  | keyof (typeof import('../../products/secondFactor/settings'))['securitySettingsScreens'];
export type CheckedScreens = EveryScreenHasAContainer<Exclude<Screen, 'Main' | Contained | OtherWidgets | Always>>;

/** The configured product that draws a Main tab. */
export function formFor(products: readonly ProductModule[], config: ResolvedConfig, tab: TabId): View<MainFormProps> | undefined {
  return configuredProducts(config, products).find((product) => product.forms?.[tab])?.forms?.[tab];
}

/** The container of a screen, from whichever of these entries brings it. */
export function containerFor(products: readonly ProductModule[], screen: Screen): View | undefined {
  return products.find((product) => product.screens[screen])?.screens[screen];
}

/** What is wrong with the products a config asks for: ids no entry of this widget knows. */
export function productProblems(registry: ProductRegistry, config: ResolvedConfig): string[] {
  return config.products.flatMap((id) => {
    if (!Object.prototype.hasOwnProperty.call(registry, id)) return [`"${String(id)}" is not a Portico product; it is left out of the widget.`];
    return [];
  });
}

/** Fetches the screens of these products ahead of need, so a screen change does not wait on a download. */
export function preloadScreens(products: readonly ProductModule[]): void {
  void import('../../screens/BackButton').catch(() => undefined); // every screen but Main shows it
  for (const product of products) {
    for (const view of Object.values(product.screens)) void view?.preload?.().catch(() => undefined);
  }
}

export type { ProductModule, ProductRegistry, MainFormProps, View } from './types';
export { lazyView } from './lazyView';
export { loadProducts, useProducts } from './useProducts';
