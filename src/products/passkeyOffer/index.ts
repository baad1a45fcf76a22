/**
 * The passkey offer after a sign-in ("Sign in faster next time", docs/account.md "Passkey offer"):
 * a product of its own, opened beside passkeys (registry.ts), so a Login page pays for it apart
 * (scripts/size/products.ts). This module is its rule that needs no call; its screen downloads
 * only when the rule passes.
 */
import { lazyView } from '../../flows/lazyView';
import type { AfterSignIn } from '../../flows/productModule';
import { offerMayApply } from './flows/offerRule';

export const passkeyOfferStep: AfterSignIn = {
  id: 'passkeyOffer',
  applies: offerMayApply,
  View: lazyView(() => import('./views/PasskeyOffer').then((m) => m.PasskeyOffer)),
};
