/**
 * Products of the spec whose UI is not built yet. Their entries keep Main's rules (passkeys cannot
 * stand alone) and make configuring them fail loudly instead of rendering nothing in silence.
 */
import { EMAIL_TABS } from '../../flows/products';
import { passkeysMessages } from '../../i18n/messages/passkeys';
import type { ProductModule } from './types';

export const passkeysProduct = {
  id: 'passkeys',
  mainPart: 'passkey',
  messages: passkeysMessages,
  // SPEC §2: passkeys cannot be the only product.
  validate: ({ products }) =>
    products.every((id) => id === 'passkeys') ? 'main.configError.passkeysOnly' : undefined,
  // SPEC §2: the button is left out when the browser offers passkeys in the email field's autofill.
  showsOnMain: ({ capabilities, tabs }) => !(capabilities.passkeyAutofill && tabs.some((tab) => EMAIL_TABS.includes(tab))),
  screens: {},
  notBuilt: true,
} as const satisfies ProductModule;

export const oauthProduct = {
  id: 'oauth',
  mainPart: 'social',
  showsOnMain: ({ config }) => config.oauthOptions.providers.length > 0,
  screens: {},
  notBuilt: true,
} as const satisfies ProductModule;
