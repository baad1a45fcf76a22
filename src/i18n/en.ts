/**
 * The whole English catalogue: every product's messages in one object, for tests, tools and hosts
 * that want every id. The widget's own code imports only the `MessageId` type from here: each
 * product's English travels with that product's code (see english.ts).
 * Ids are `<area>.<name>`; server errors are `error.<error_type>` (SPEC §8). Placeholders: `{email}`.
 */
import { coreMessages } from './messages/core';
import { cryptoMessages } from '../products/crypto/messages';
import { idpMessages } from './messages/idp';
import { magicLinkMessages } from '../products/emailMagicLinks/messages';
import { oauthMessages } from '../products/oauth/messages';
import { otpMessages } from '../products/otp/messages';
import { passkeysMessages } from '../products/passkeys/messages';
import { passkeyRegistrationMessages } from '../products/passkeys/registrationMessages';
import { passwordsMessages } from '../products/passwords/messages';
import { serverErrorMessages } from './messages/serverErrors';
import { sharedMessages } from './messages/shared';
import { userButtonMessages } from './messages/userButton';
import { secondFactorMessages } from '../products/secondFactor/messages';
import { securityMessages } from '../products/secondFactor/securityMessages';
import { phoneMessages } from '../products/secondFactor/phoneMessages';

export const en = {
  ...coreMessages,
  ...serverErrorMessages,
  ...sharedMessages,
  ...magicLinkMessages,
  ...otpMessages,
  ...passwordsMessages,
  ...passkeysMessages,
  ...passkeyRegistrationMessages,
  ...oauthMessages,
  ...cryptoMessages,
  ...idpMessages,
  ...userButtonMessages,
  ...secondFactorMessages,
  ...securityMessages,
  ...phoneMessages,
} as const;

/** A message id: a key of the English catalogue. */
export type MessageId = keyof typeof en;

/** A full catalogue. */
export type Messages = Record<MessageId, string>;
