/**
 * `portico/i18n`: the translator, the languages, and every message in English, the kernel's and
 * each product's (src/products/english.ts).
 */
export * from '../products/english';
export { createTranslator, interpolate, type Locale, type MessageValues, type Translate, type TranslatorOptions } from '../i18n/translator';
export { loadLocale, LOCALES, matchLocale, resolveLang, type LocaleImporter, type LocaleMessages } from '../i18n/loadLocale';
export { plural, PLURAL_IDS, type PluralId, type PluralVariant } from '../i18n/plural';
export { describeError, linkify, type DescribedError, type MessageSegment } from '../i18n/describeError';
export { errorMessage } from '../i18n/errorMessage';
export { zxcvbnFeedbackEn, zxcvbnFeedbackId, type ZxcvbnFeedbackId } from '../i18n/zxcvbnFeedback';
export { I18nProvider, useT, type I18nProviderProps } from '../i18n/I18nProvider';
export { OAUTH_PROVIDER_NAMES, type OAuthProviderName } from '../i18n/providerNames';
export { addEnglish, englishText } from '../i18n/english';
