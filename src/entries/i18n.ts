/**
 * `portico/i18n`: the translator, the languages, and every message in English: the kernel's
 * catalogues (src/i18n/messages/) and each product's (its messages files), which this entry lists,
 * so hosts, tools and tests see every id. The widget itself never imports the whole catalogue:
 * each product's English travels with that product's code (src/i18n/english.ts).
 * Ids are `<area>.<name>`; server errors are `error.<error_type>` (SPEC §8). Placeholders: `{email}`.
 */
import { coreMessages } from '../i18n/messages/core';
import { idpMessages } from '../i18n/messages/idp';
import { serverErrorMessages } from '../i18n/messages/serverErrors';
import { sharedMessages } from '../i18n/messages/shared';
import { userButtonMessages } from '../i18n/messages/userButton';
import type { PluralVariant } from '../i18n/plural';
import { cryptoMessages } from '../products/crypto/messages';
import { magicLinkMessages } from '../products/emailMagicLinks/messages';
import { oauthMessages } from '../products/oauth/messages';
import { otpMessages } from '../products/otp/messages';
import { passkeysMessages, passkeySignInMessages } from '../products/passkeys/messages';
import { passkeyRegistrationMessages } from '../products/passkeys/registrationMessages';
import { passwordsMessages } from '../products/passwords/messages';
import { secondFactorMessages } from '../products/secondFactor/messages';
import { phoneMessages } from '../products/secondFactor/phoneMessages';
import { securityMessages } from '../products/secondFactor/securityMessages';

/** The whole English catalogue: the kernel's messages, then every product's. */
export const en = {
  ...coreMessages,
  ...serverErrorMessages,
  ...sharedMessages,
  ...idpMessages,
  ...userButtonMessages,
  ...magicLinkMessages,
  ...otpMessages,
  ...passwordsMessages,
  ...passkeysMessages,
  ...passkeyRegistrationMessages,
  ...oauthMessages,
  ...cryptoMessages,
  ...secondFactorMessages,
  ...securityMessages,
  ...phoneMessages,
} as const;

/** A message id: a key of the English catalogue. */
export type MessageId = keyof typeof en;

/** A full catalogue. */
export type Messages = Record<MessageId, string>;

/**
 * Host overrides: any catalogue id, plus `error.<error_type>` for server errors the catalogue does not
 * name, so a host can word a new error without waiting for a release, and plural forms.
 */
export type Strings = Partial<Record<MessageId | `error.${string}` | PluralVariant, string>>;

export { createTranslator, interpolate, type Locale, type MessageValues, type Translate, type TranslatorOptions } from '../i18n/translator';
export { loadLocale, LOCALES, matchLocale, resolveLang, type LocaleImporter, type LocaleMessages } from '../i18n/loadLocale';
export { plural, PLURAL_IDS, type PluralId, type PluralVariant } from '../i18n/plural';
export { describeError, linkify, type DescribedError, type MessageSegment } from '../i18n/describeError';
export { errorMessage } from '../i18n/errorMessage';
export { zxcvbnFeedbackEn, zxcvbnFeedbackId, type ZxcvbnFeedbackId } from '../i18n/zxcvbnFeedback';
export { I18nProvider, useT, type I18nProviderProps } from '../i18n/I18nProvider';
export { OAUTH_PROVIDER_NAMES, type OAuthProviderName } from '../i18n/providerNames';
export { addEnglish, englishText } from '../i18n/english';
export { coreMessages, idpMessages, sharedMessages, userButtonMessages };
export { magicLinkMessages, otpMessages, passwordsMessages, passkeysMessages, passkeySignInMessages, passkeyRegistrationMessages };
export { oauthMessages, cryptoMessages, secondFactorMessages, securityMessages, phoneMessages };
