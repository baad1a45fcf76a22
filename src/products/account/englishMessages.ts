import { accountErrorMessages } from './errorMessages';
import { accountMessages } from './messages';

/**
 * Every English message this slice brings (src/i18n/en.ts builds the whole catalogue from each
 * slice's). Its translations are a part of their own (src/i18n/locales/account/).
 */
export const catalogue = [accountMessages, accountErrorMessages] as const;

/** The part its own locale files translate (the errors are the main files'). */
export const part = [accountMessages] as const;
