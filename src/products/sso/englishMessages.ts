import { ssoMessages } from './messages';

/** Every English message this slice brings (src/i18n/en.ts is built from each slice's). */
export const catalogue = [ssoMessages] as const;
