import type { TabId } from '../../flows/products';

/** SPEC §2: the password-email tab. */
export const passwordsTabs = (): TabId[] => ['password'];
