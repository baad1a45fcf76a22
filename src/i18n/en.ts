/**
 * The whole English catalogue: the shared messages and every slice's (each slice's englishMessages.ts
 * exports its `catalogue`), for tests, tools and hosts that want every id. The widget's own code
 * imports only the `MessageId` type from here: each product's English travels with that product's
 * code (see english.ts).
 * Ids are `<area>.<name>`; server errors are `error.<error_type>` (SPEC §8). Placeholders: `{email}`.
 */
import { coreMessages } from './messages/core';
import { idpMessages } from './messages/idp';
import { serverErrorMessages } from './messages/serverErrors';
import { sharedMessages } from './messages/shared';
import { userButtonMessages } from './messages/userButton';
import * as crypto from '../products/crypto/englishMessages';
import * as emailMagicLinks from '../products/emailMagicLinks/englishMessages';
import * as oauth from '../products/oauth/englishMessages';
import * as sso from '../products/sso/englishMessages';
import * as otp from '../products/otp/englishMessages';
import * as passkeys from '../products/passkeys/englishMessages';
import * as passwords from '../products/passwords/englishMessages';
import * as secondFactor from '../products/secondFactor/englishMessages';

/** Each slice's messages, by its id (tests/unit/slices.test.ts checks every folder of src/products is here). */
export const sliceCatalogues = { emailMagicLinks, otp, passwords, passkeys, oauth, crypto, secondFactor, sso } as const;

type SliceTable = (typeof sliceCatalogues)[keyof typeof sliceCatalogues]['catalogue'][number];
type Intersection<U> = (U extends unknown ? (table: U) => void : never) extends (table: infer I) => void ? I : never;

const shared = { ...coreMessages, ...serverErrorMessages, ...sharedMessages, ...idpMessages, ...userButtonMessages } as const;

export const en = Object.assign(
  {},
  shared,
  ...Object.values(sliceCatalogues).flatMap((slice): readonly Readonly<Record<string, string>>[] => slice.catalogue),
) as typeof shared & Intersection<SliceTable>;

/** A message id: a key of the English catalogue. */
export type MessageId = keyof typeof en;

/** A full catalogue. */
export type Messages = Record<MessageId, string>;
