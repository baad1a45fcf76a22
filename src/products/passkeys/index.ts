/**
 * Passkeys on the Login widget (SPEC §2 Main, PasskeyConfirmation; §4 passkey sign-in and autofill).
 * Registration and management are another widget with its own entry (./registration.ts): none of
 * that code is reachable from here.
 */
import { passkeySignInMessages } from './messages';
import type { ProductModule } from '../../flows/productModule';
import { passkeyAutofillReplacesButton } from './flows/autofillRule';
import { PasskeyAutofill } from './views/PasskeyAutofill';
import { PasskeyButton } from './views/PasskeyButton';
import { PasskeyConfirmationContainer } from './views/PasskeyConfirmationContainer';

export const passkeysProduct = {
  id: 'passkeys',
  mainPart: 'passkey',
  messages: passkeySignInMessages,
  // SPEC §2: passkeys cannot be the only product.
  validate: ({ products }) =>
    products.every((id) => id === 'passkeys') ? 'main.configError.passkeysOnly' : undefined,
  // SPEC §2: the button shows once the browser is known to have WebAuthn, unless its autofill offers
  // passkeys in an email form instead (then PasskeyAutofill runs, by the same rule).
  showsOnMain: ({ capabilities, tabs }) =>
    capabilities.webauthn === true && !passkeyAutofillReplacesButton(capabilities, tabs),
  // One chunk, this entry: Main draws the background (and so needs this code) as soon as passkeys are on.
  part: PasskeyButton,
  background: PasskeyAutofill,
  signedInScreens: ['PasskeyConfirmation'],
  screens: { PasskeyConfirmation: PasskeyConfirmationContainer },
} as const satisfies ProductModule;
