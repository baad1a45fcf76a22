/**
 * The second factor. Not a product a config names: any primary sign-in may need it, so
 * the screen outlet always knows its screens, whose code downloads only when one shows. Its words
 * come with its screens (they read them with useT(secondFactorMessages)), not here: this entry is in
 * every page's first download.
 */
import { lazyView } from '../../flows/lazyView';
import type { ProductModule } from '../../flows/productModule';

const views = () => import('./views');

export const secondFactorProduct = {
  id: 'secondFactor',
  signedInScreens: ['SecondFactorConfirmation'],
  screens: {
    SecondFactor: lazyView(() => views().then((m) => m.SecondFactorContainer)),
    SecondFactorConfirmation: lazyView(() => views().then((m) => m.SecondFactorConfirmationContainer)),
  },
} as const satisfies ProductModule;
