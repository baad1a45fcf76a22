/**
 * The second factor (SPEC §4 intermediate session token). Not a product a config names: any
 * primary sign-in may need it, so every widget opens it (the registry's `alwaysOpen`), and its code
 * downloads only when one of its screens shows. Its words come with its screens (they read them
 * with useT(secondFactorMessages)), not here: this module is in every page's first download.
 */
import { lazyView } from '../../flows/lazyView';
import type { ProductModule } from '../../flows/productModule';

const views = () => import('./views');

export const secondFactorProduct = {
  id: 'secondFactor',
  signedInScreens: ['SecondFactorConfirmation'],
  // Few sign-ins need a second factor: its screens download when one shows, not while the person types.
  preloadScreens: false,
  screens: {
    SecondFactor: lazyView(() => views().then((m) => m.SecondFactorContainer)),
    SecondFactorConfirmation: lazyView(() => views().then((m) => m.SecondFactorConfirmationContainer)),
  },
} as const satisfies ProductModule;
