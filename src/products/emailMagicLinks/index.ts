/** Email magic links (SPEC §2 Main email tab, EmailConfirmation; §4 magic-link submit). */
import { lazyView } from '../../flows/lazyView';
import type { ProductModule } from '../../flows/productModule';
import { emailMagicLinksTabs } from './tabs';
import { MagicLinkForm } from './views/MagicLinkForm';

export const emailMagicLinksProduct = {
  id: 'emailMagicLinks',
  mainPart: 'form',
  tabs: emailMagicLinksTabs,
  // The default product's form is in the first download: Main shows it without waiting for a chunk.
  forms: { 'email-magic-link': MagicLinkForm },
  screens: {
    EmailConfirmation: lazyView(() => import('./views/EmailConfirmationContainer').then((m) => m.EmailConfirmationContainer)),
  },
} as const satisfies ProductModule;
