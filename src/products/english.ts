/**
 * Every message in English: the kernel's catalogues (src/i18n/messages/) and each product's (its
 * messages files), listed here once, so hosts, tools and tests see every id (`portico/i18n`
 * exports them). The widget never downloads the whole catalogue: each product's English travels
 * with that product's code (src/i18n/english.ts); the widgets take only its types.
 * Ids are `<area>.<name>`; server errors are `error.<error_type>` (SPEC §8). Placeholders: `{email}`.
 */
import { coreMessages } from '../i18n/messages/core';
import { idpMessages } from '../i18n/messages/idp';
import { challengeMessages } from '../client/challenge/messages';
import { serverErrorMessages } from '../i18n/messages/serverErrors';
import { sharedMessages } from '../i18n/messages/shared';
import { userButtonMessages } from '../i18n/messages/userButton';
import type { PluralVariant } from '../i18n/plural';
import { accountErrorMessages } from './account/errorMessages';
import { accountMessages } from './account/messages';
import { cryptoMessages } from './crypto/messages';
import { magicLinkMessages } from './emailMagicLinks/messages';
import { oauthMessages } from './oauth/messages';
import { otpMessages } from './otp/messages';
import { passkeysMessages, passkeySignInMessages } from './passkeys/messages';
import { passkeyRegistrationMessages } from './passkeys/registrationMessages';
import { passkeyUpgradeMessages } from './passkeyOffer/messages';
import { passwordChangeMessages } from './passwords/passwordChangeMessages';
import { passwordsMessages } from './passwords/messages';
import { passwordResetMessages } from './passwords/resetMessages';
import { secondFactorMessages } from './secondFactor/messages';
import { phoneMessages } from './secondFactor/phoneMessages';
import { securityMessages } from './secondFactor/securityMessages';
import { ssoMessages } from './sso/messages';
import { organizationsMessages } from './organizations/messages';
import { organizationSettingsMessages } from './organizations/settings/messages';
import { connectionMessages } from './organizations/settings/connection/messages';
import { domainsMessages } from './organizations/settings/domains/messages';
import { switcherMessages } from './organizations/switcher/messages';

/** The whole English catalogue: the kernel's messages, then every product's. */
export const en = {
  ...coreMessages,
  ...serverErrorMessages,
  ...challengeMessages,
  ...sharedMessages,
  ...idpMessages,
  ...userButtonMessages,
  ...magicLinkMessages,
  ...otpMessages,
  ...passwordsMessages,
  ...passwordChangeMessages,
  ...passwordResetMessages,
  ...passkeysMessages,
  ...passkeyRegistrationMessages,
  ...passkeyUpgradeMessages,
  ...oauthMessages,
  ...cryptoMessages,
  ...secondFactorMessages,
  ...securityMessages,
  ...phoneMessages,
  ...accountMessages,
  ...accountErrorMessages,
  ...ssoMessages,
  ...organizationsMessages,
  ...organizationSettingsMessages,
  ...domainsMessages,
  ...connectionMessages,
  ...switcherMessages,
} as const;

/**
 * The account center's words, translated in a part of their own (src/i18n/locales/account/) that
 * only its widget loads (loadLocale.ts LocalePartFile): no Login page's language file carries them.
 * Its errors are in the main files: the security widget meets them too.
 */
export const accountPart = [accountMessages, passwordChangeMessages] as const;

/** A message id: a key of the English catalogue. */
export type MessageId = keyof typeof en;

/** A full catalogue. */
export type Messages = Record<MessageId, string>;

/**
 * Host overrides: any catalogue id, plus `error.<error_type>` for server errors the catalogue does not
 * name, so a host can word a new error without waiting for a release, and plural forms.
 */
export type Strings = Partial<Record<MessageId | `error.${string}` | PluralVariant, string>>;

export { coreMessages, idpMessages, sharedMessages, userButtonMessages };
export { magicLinkMessages, otpMessages, passwordsMessages, passwordResetMessages, passkeysMessages, passkeySignInMessages, passkeyRegistrationMessages };
export { oauthMessages, cryptoMessages, secondFactorMessages, securityMessages, phoneMessages, ssoMessages };
export { passkeyUpgradeMessages, passwordChangeMessages, accountMessages, accountErrorMessages };
