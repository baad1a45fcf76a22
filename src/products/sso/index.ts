/**
 * Enterprise sign-in on the Login widget (docs/organizations.md): no part of Main of its own; it
 * looks at each address an email form sends, and its code downloads only for a config naming `sso`.
 */
import type { ProductModule } from '../../flows/productModule';
import { ssoMessages } from './messages';
import { SsoReturnError } from './views/SsoReturnError';

export const ssoProduct = {
  id: 'sso',
  messages: ssoMessages,
  // Its way in is a work address: without an email form there is nowhere to type one.
  validate: ({ products, otpOptions }) =>
    products.includes('emailMagicLinks') || products.includes('passwords') || (products.includes('otp') && otpOptions.methods.includes('email'))
      ? undefined
      : 'main.configError.ssoWithoutEmail',
  // Its code downloads with the first address sent; if it cannot, the address signs in as usual.
  routeEmail: (runtime, address, send, offer) =>
    import('./views/routeEmail').then(
      (m) => m.routeEmail(runtime, address, send, offer),
      () => send(runtime, address),
    ),
  // An identity provider's error, said on Main when its way back lands on a Login page.
  background: SsoReturnError,
  screens: {},
} as const satisfies ProductModule;
