/**
 * The passkey offer after a sign-in ("Sign in faster next time", docs/account.md "Passkey offer"):
 * a product of its own, opened beside passkeys (../passkeysLogin.tsx) after a sign-in, so a Login
 * page pays nothing for it at load. This module is its rule that needs no call; its screen
 * downloads only when the rule passes.
 */
import type { ReactNode } from 'react';
import { lazyView } from '../../flows/lazyView';
import type { Screen } from '../../flows/state';
import { useWidget } from '../../flows/WidgetContext';
import { offerMayApply } from './flows/offerRule';

const PasskeyOffer = lazyView(() => import('./views/PasskeyOffer').then((m) => m.PasskeyOffer));

/** The offer before `children` (the screen that says the person is signed in) when its rule passes. */
export function PasskeyOfferStep({ screen, children }: { screen: Screen; children: ReactNode }) {
  return offerMayApply(screen, useWidget()) ? <PasskeyOffer>{children}</PasskeyOffer> : children;
}
