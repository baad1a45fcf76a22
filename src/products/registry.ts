/**
 * The Login widget's products: one entry each, keyed by its id, the config's name for it, which
 * is also its folder here (docs/products.md: adding a product is copying a slice and adding its
 * line below). Only the default product's entry is in the first download; the others download when
 * a config names them, so a host pays only for the products it configures.
 */
import type { Product } from '../flows/config';
import type { Screen } from '../flows/state';
import type { ProductModule, ProductRegistry } from '../widget/products/types';
import { emailMagicLinksProduct } from './emailMagicLinks';

const entries = {
  emailMagicLinks: emailMagicLinksProduct,
  otp: () => import('./otp').then((m) => m.otpProduct),
  passwords: () => import('./passwords').then((m) => m.passwordsProduct),
  passkeys: () => import('./passkeys').then((m) => m.passkeysProduct),
  oauth: () => import('./oauth').then((m) => m.oauthProduct),
  crypto: () => import('./crypto').then((m) => m.cryptoProduct),
  sso: () => import('./sso').then((m) => m.ssoProduct),
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
  | keyof (typeof import('./secondFactor'))['secondFactorEntry']['screens']
  | keyof (typeof import('./secondFactor/settings'))['securitySettingsScreens'];
export type CheckedScreens = EveryScreenHasAContainer<Exclude<Screen, 'Main' | Contained | OtherWidgets | Always>>;

