/**
 * Issue 27: the second factor. Not a product a config names: any primary sign-in may need it, so
 * the screen outlet always knows its screens, whose code downloads only when one shows.
 */
import { lazyView } from '../../widget/products/lazyView';
import type { View } from '../../widget/products/types';
import { secondFactorMessages } from './messages';

const views = () => import('./views');

export const secondFactorEntry = {
  id: 'secondFactor',
  messages: secondFactorMessages,
  screens: {
    SecondFactor: lazyView(() => views().then((m) => m.SecondFactorContainer)),
    SecondFactorConfirmation: lazyView(() => views().then((m) => m.SecondFactorConfirmationContainer)),
  },
} as const satisfies { id: string; messages: Readonly<Record<string, string>>; screens: Record<string, View> };
