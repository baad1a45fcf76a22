/** The organization switcher's text in the other languages, one chunk each (src/i18n/productTranslations.ts). */
import type { TranslationFiles } from '../../../../i18n/productTranslations';

export const switcherTranslations: TranslationFiles = {
  es: () => import('./es'),
  fr: () => import('./fr'),
  de: () => import('./de'),
  'pt-BR': () => import('./pt-BR'),
  ja: () => import('./ja'),
  'zh-CN': () => import('./zh-CN'),
  hi: () => import('./hi'),
  ar: () => import('./ar'),
  he: () => import('./he'),
};
