/**
 * The products, listed once: a product is its folder (src/products/<id>/) and its line here
 * (docs/products.md). Each entry is the product's module (./<id>/index.ts), keyed by the config's
 * name for it. Only the default product and the second factor are in the first download; the
 * others (./mainDownloads.ts) download when a config names them, so a host pays only for the products it configures.
 * The other widgets open a product's modules of their own (./passwordResetProducts.ts,
 * ./passkeyRegistrationProducts.ts, ./securityProducts.ts, ./accountProducts.ts), each in a file only that widget
 * imports, so Login never downloads them. The widgets (src/widget/) take these lists; nothing
 * below them imports a product.
 */
import type { PorticoConfig as ConfigOf, ResolvedConfig as ResolvedConfigOf } from '../flows/config';
import type { ProductRegistry } from '../flows/productModule';
import type { account } from './accountProducts';
import type { organizationSettings } from './organizationSettingsProducts';
import { emailMagicLinksProduct } from './emailMagicLinks';
import { lazyLoginProducts } from './mainDownloads';
import type { passkeyRegistration } from './passkeyRegistrationProducts';
import type { passwordReset } from './passwordResetProducts';
import { secondFactorProduct } from './secondFactor';
import type { security } from './securityProducts';
import type { organizationSwitcher } from './organizationSwitcherProducts';

/** The Login widget's products (SPEC §1 Login, §3 Config `products`). */
const login = { emailMagicLinks: emailMagicLinksProduct, ...lazyLoginProducts } as const;

export const loginProducts: ProductRegistry = login;

/** What every widget opens whatever its config lists: the second factor follows any sign-in that asks for one (SPEC §4). */
const always = { secondFactor: secondFactorProduct } as const satisfies ProductRegistry;

export const alwaysOpen: ProductRegistry = always;

type Loaded<E> = E extends () => Promise<infer M> ? M : E;
type ScreensOf<R> = { [K in keyof R]: Loaded<R[K]> extends { screens: infer S } ? Extract<keyof S, string> : never }[keyof R];

/** A product of the Login widget's config (SPEC §3): the keys above. */
export type Product = keyof typeof login;

/** Every screen of SPEC §2 there is: Main and each module's. The router is the configured modules; this names them for types and tests. */
export type Screen =
  | 'Main'
  | ScreensOf<typeof login>
  | ScreensOf<typeof always>
  | ScreensOf<typeof passwordReset>
  | ScreensOf<typeof passkeyRegistration>
  | ScreensOf<typeof security>
  | ScreensOf<typeof account>
  | ScreensOf<typeof organizationSettings>
  | ScreensOf<typeof organizationSwitcher>;

/** The config of SPEC §3, its `products` the products above. */
export type PorticoConfig = ConfigOf<Product>;
export type ResolvedConfig = ResolvedConfigOf<Product>;

// A module is named by its key (its folder and its config name): TypeScript names a key whose module says otherwise.
type Misnamed = { [K in keyof typeof login]: Loaded<(typeof login)[K]> extends { id: K } ? never : K }[keyof typeof login];
type EveryModuleNamedByItsKey<Wrong extends never> = Wrong;
export type CheckedIds = EveryModuleNamedByItsKey<Misnamed>;
