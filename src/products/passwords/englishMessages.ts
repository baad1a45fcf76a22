import { passwordsMessages } from './messages';
import { passwordChangeMessages } from './passwordChangeMessages';

/**
 * Every English message this slice brings: the whole catalogue (src/i18n/en.ts) is built from each
 * slice's. A file of its own, so no widget's download carries another widget's English.
 */
export const catalogue = [passwordsMessages, passwordChangeMessages] as const;

/** Its words the account center's locale part translates (src/i18n/locales/account/). */
export const accountPart = [passwordChangeMessages] as const;
