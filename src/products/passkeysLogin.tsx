/**
 * Login's passkeys module (registry.ts): passkeys with the passkey offer after a sign-in
 * (./passkeyOffer, a product of its own). Only a config with passkeys loads this; the offer's code
 * downloads after a sign-in, once a session exists, never at load.
 */
import { Suspense } from 'react';
import { lazyView } from '../flows/lazyView';
import type { ProductModule } from '../flows/productModule';
import { useT } from '../i18n/I18nProvider';
import { FloatingLoader } from '../primitives/FloatingLoader';
import { passkeysProduct as passkeys } from './passkeys';

const PasskeyOfferStep = lazyView(() => import('./passkeyOffer').then((m) => m.PasskeyOfferStep));

function Loading() {
  return <FloatingLoader label={useT()('common.loading')} />;
}

export const passkeysProduct = {
  ...passkeys,
  afterSignIn: {
    id: 'passkeyOffer',
    // A signed-out screen (Main at load) stays as it is: no boundary, nothing to download.
    step: (screen, view, { client }) =>
      client.session.getSync() ? (
        <Suspense key={screen} fallback={<Loading />}>
          <PasskeyOfferStep screen={screen}>{view}</PasskeyOfferStep>
        </Suspense>
      ) : (
        view
      ),
  },
} satisfies ProductModule;
