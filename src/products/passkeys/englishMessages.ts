import { passkeysMessages } from './messages';
import { passkeyRegistrationMessages } from './registrationMessages';
import { passkeyUpgradeMessages } from './upgradeMessages';

/**
 * Every English message this slice brings: the whole catalogue (src/i18n/en.ts) is built from each
 * slice's. A file of its own, so no widget's download carries another widget's English.
 */
export const catalogue = [passkeysMessages, passkeyRegistrationMessages, passkeyUpgradeMessages] as const;
