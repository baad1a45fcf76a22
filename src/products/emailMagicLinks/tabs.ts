import type { PorticoConfig } from '../../flows/config';
import type { TabId } from '../../flows/products';

/** SPEC §2: a magic-link email tab, or the password-email tab when passwords are on too. */
export const emailMagicLinksTabs = (config: PorticoConfig): TabId[] => [config.products?.includes('passwords') ? 'password' : 'email-magic-link'];
