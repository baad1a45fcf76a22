/** Email magic links (SPEC §2 Main email tab, EmailConfirmation; §4 magic-link submit). */
import type { ResolvedConfig } from '../../flows/config';
import { lazyView } from '../../flows/lazyView';
import type { ProductModule } from '../../flows/productModule';
import { MagicLinkForm } from './views/MagicLinkForm';

const passwordsOn = (config: ResolvedConfig) => config.products.includes('passwords');

export const emailMagicLinksProduct = {
  id: 'emailMagicLinks',
  mainPart: 'form',
  // SPEC §2: a magic-link email tab, or the password-email tab when passwords are on too.
  tabs: (config) => [passwordsOn(config) ? 'password' : 'email-magic-link'],
  // The default product's form is in the first download: Main shows it without waiting for a chunk.
  forms: { 'email-magic-link': MagicLinkForm },
  screens: {
    EmailConfirmation: lazyView(() => import('./views/EmailConfirmationContainer').then((m) => m.EmailConfirmationContainer)),
  },
} as const satisfies ProductModule;
