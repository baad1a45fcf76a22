export { en, type MessageId, type Messages } from './en';
export { createTranslator, interpolate, type Locale, type MessageValues, type Strings, type Translate, type TranslatorOptions } from './translator';
export { loadLocale, localeCandidates, type LocaleImporter, type LocaleMessages } from './loadLocale';
export { describeError, linkify, type DescribedError, type MessageSegment } from './describeError';
export { zxcvbnFeedbackEn, zxcvbnFeedbackId, type ZxcvbnFeedbackId } from './zxcvbnFeedback';
export { I18nProvider, useT, type I18nProviderProps } from './I18nProvider';
export { OAUTH_PROVIDER_NAMES, type OAuthProviderName } from './providerNames';
