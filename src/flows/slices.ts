/**
 * Every slice's id and screens (src/products/<id>/flows/slice.ts), in one list of types: the
 * config's `Product` and the router's `Screen` derive from it, so adding a product is copying a
 * slice, naming it here and adding its entry in src/products/registry.ts (docs/products.md).
 * Types only: no product's code comes into the shared layers with it.
 */
import type { cryptoSlice } from '../products/crypto/flows/slice';
import type { emailMagicLinksSlice } from '../products/emailMagicLinks/flows/slice';
import type { oauthSlice } from '../products/oauth/flows/slice';
import type { otpSlice } from '../products/otp/flows/slice';
import type { passkeysSlice } from '../products/passkeys/flows/slice';
import type { passwordsSlice } from '../products/passwords/flows/slice';
import type { secondFactorSlice } from '../products/secondFactor/flows/slice';
import type { ssoSlice } from '../products/sso/flows/slice';

/** The products a config names (SPEC §3 lists five; `crypto` switches on SPEC §2's wallet buttons). */
type ProductSlice =
  | typeof emailMagicLinksSlice
  | typeof passwordsSlice
  | typeof otpSlice
  | typeof passkeysSlice
  | typeof oauthSlice
  | typeof cryptoSlice
  | typeof ssoSlice;
/** Slices with screens but no config name: they follow any product's sign-in. */
type AlwaysSlice = typeof secondFactorSlice;

export type Product = ProductSlice['id'];
/** Every screen a slice adds; with 'Main' (shared) this is the router. */
export type SliceScreen = (ProductSlice | AlwaysSlice)['screens'][number];
