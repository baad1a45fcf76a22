/**
 * SPEC §8 on Better Auth: every error code Better Auth and the plugins of docs/better-auth.md's
 * setup export (BASE_ERROR_CODES, each plugin's $ERROR_CODES, portico()'s) reaches a person as the
 * catalogue's words in every language: its error_type has a catalogue entry in English and in each
 * locale file, or it is a developer's error (the generic line; the words go to onError).
 */
import { describe, expect, it } from 'vitest';
import { BASE_ERROR_CODES } from '@better-auth/core/error';
import { magicLink } from 'better-auth/plugins/magic-link';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { siwe } from 'better-auth/plugins/siwe';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { oneTap } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { PORTICO_ERROR_CODES } from '../../../plugin/src/error-codes';
import { ACCOUNT_ERROR_CODES } from '../../../plugin/src/account/error-codes';
import { BETTER_AUTH_ERROR_TYPES, isListed, type BetterAuthCall } from '../../../src/client/betterAuth/errorTypes';
import { createBetterAuthRequester } from '../../../src/client/betterAuth/request';
import { isDeveloperError } from '../../../src/client/developerErrors';
import { en } from '../../../src/entries/i18n';
import { LOCALES, loadLocale } from '../../../src/i18n/loadLocale';
import { ssoTranslations } from '../../../src/products/sso/locales';
import { organizationsMessages } from '../../../src/products/organizations/messages';
import { organizationsTranslations } from '../../../src/products/organizations/locales';

const none = async () => undefined;
const plugins = {
  magicLink: magicLink({ sendMagicLink: none }),
  emailOTP: emailOTP({ sendVerificationOTP: none }),
  phoneNumber: phoneNumber({ sendOTP: none }),
  twoFactor: twoFactor(),
  siwe: siwe({ domain: 'example.com', getNonce: async () => 'n', verifyMessage: async () => true }),
  genericOAuth: genericOAuth({ config: [] }),
  oneTap: oneTap(),
  passkey: passkey(),
};
const exported: Array<[string, string]> = [
  ...Object.keys(BASE_ERROR_CODES).map((code): [string, string] => ['better-auth', code]),
  ...Object.entries(plugins).flatMap(([name, plugin]) => Object.keys((plugin as { $ERROR_CODES?: object }).$ERROR_CODES ?? {}).map((code): [string, string] => [name, code])),
  ...Object.keys(PORTICO_ERROR_CODES).map((code): [string, string] => ['portico', code]),
  ...Object.keys(ACCOUNT_ERROR_CODES).map((code): [string, string] => ['portico account', code]),
  // Codes Better Auth answers without exporting them (siwe's, the rate limiter's bare 429).
  ...BETTER_AUTH_ERROR_TYPES.map((row): [string, string] => ['table', row.code]),
];
const CALLS: BetterAuthCall[] = ['magicLink', 'otp', 'otpSend', 'password', 'reset', 'session', 'passkey', 'wallet', 'idp', 'oauth', 'oneTap', 'secondFactor', 'secondFactorSend', 'account', 'other'];
// Words a flow gives by its own screen, not by the catalogue: a refused wallet signature or
// address shows CryptoError (SPEC §8 Crypto), a refused One Tap credential the ordinary Google button.
const WORDED_BY_SCREEN = new Set(['invalid_signature', 'invalid_crypto_wallet_address', 'invalid_id_token']);

const fakeBetterAuthAnswering = (status: number, code: string | undefined) => async () =>
  new Response(JSON.stringify({ ...(code ? { code } : {}), message: `Better Auth's words for ${code ?? status}` }), { status });

/** What the person reads: the catalogue's entry in every language, or the generic line for a developer's error. */
async function personReads(code: string | undefined, status: number, call: BetterAuthCall, locales: ReadonlyArray<readonly [string, Record<string, string>]>) {
  const request = createBetterAuthRequester('http://auth.test/api/auth', fakeBetterAuthAnswering(status, code));
  const error = (await request('POST', '/x', { body: {}, call }).catch((thrown: unknown) => thrown)) as { error_type: string };
  if (isDeveloperError(error) || WORDED_BY_SCREEN.has(error.error_type)) return 'generic or screen';
  const id = `error.${error.error_type}`;
  const missing = [['en', en as Record<string, string>] as const, ...locales].filter(([, messages]) => typeof messages[id] !== 'string').map(([lang]) => lang);
  return missing.length ? `${code ?? status} on ${call} → ${id}: no ${missing.join(', ')}` : 'catalogue';
}

describe('Better Auth error codes › the catalogue’s words in every language, never Better Auth’s', async () => {
  const locales = await Promise.all(
    // Enterprise sign-in's own errors (sso_domain_not_found on its calls) are worded by its chunk per language, which comes with
    // the product; sso_required, which a Login without it meets too, is in each language's file.
    LOCALES.filter((lang) => lang !== 'en' && lang !== 'en-XA').map(async (lang) => [lang, { ...((await loadLocale(lang)).messages as Record<string, string>), ...((await ssoTranslations[lang]!()).default as Record<string, string>) } as Record<string, string>] as const),
  );

  it('walks more than a hundred exported codes', () => {
    expect(new Set(exported.map(([, code]) => code)).size).toBeGreaterThan(100);
  });

  for (const [from, code] of exported) {
    it(`${from} ${code}`, async () => {
      for (const call of CALLS) expect(await personReads(code, 400, call, locales)).not.toMatch(/→/);
    });
  }

  it('a bare 401, 404 or 429 (no code) on any call', async () => {
    for (const status of [401, 404, 429]) for (const call of CALLS) expect(await personReads(undefined, status, call, locales)).not.toMatch(/→/);
  });

  it('an invitation\u2019s refusals on organizations\u2019 calls: the organizations product\u2019s words in every language', async () => {
    const withOrganizations = await Promise.all(
      locales.map(async ([lang, messages]) => [lang, { ...messages, ...((await organizationsTranslations[lang]!()).default as Record<string, string>) }] as const),
    );
    const english: Record<string, string> = { ...(en as Record<string, string>), ...organizationsMessages };
    for (const code of ['INVITATION_NOT_FOUND', 'INVITATION_EXPIRED', 'INVITATION_EMAIL_MISMATCH', 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION', 'FAILED_TO_RETRIEVE_INVITATION']) {
      const request = createBetterAuthRequester('http://auth.test/api/auth', fakeBetterAuthAnswering(400, code));
      const error = (await request('POST', '/x', { body: {}, call: 'organization' }).catch((thrown: unknown) => thrown)) as { error_type: string };
      expect(isDeveloperError(error), code).toBe(false);
      const id = `error.${error.error_type}`;
      expect([['en', english] as const, ...withOrganizations].filter(([, messages]) => typeof messages[id] !== 'string').map(([lang]) => lang), `${code} → ${id}`).toEqual([]);
    }
  });

  it('a code the table does not word is the developer’s (the person reads the generic line); the list is decided, not drifted into', () => {
    const unlisted = [...new Set(exported.map(([, code]) => code))].filter((code) => !isListed(code, 'other')).sort();
    expect(unlisted).toMatchInlineSnapshot(`
      [
        "ACCOUNT_MAIL_NOT_CONFIGURED",
        "ACCOUNT_NOT_FOUND",
        "ASYNC_VALIDATION_NOT_SUPPORTED",
        "AUTHENTICATION_FAILED",
        "AUTH_CANCELLED",
        "BACKUP_CODES_NOT_ENABLED",
        "BODY_MUST_BE_AN_OBJECT",
        "CALLBACK_URL_REQUIRED",
        "CANNOT_DELETE_A_PRE_DEFINED_ROLE",
        "CHALLENGE_NOT_FOUND",
        "CHANGE_EMAIL_DISABLED",
        "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED",
        "DOMAINS_NOT_ALLOWED",
        "DOMAIN_NOT_FOUND",
        "DOMAIN_TAKEN",
        "DOMAIN_VERIFICATION_FAILED",
        "EMAIL_ALREADY_VERIFIED",
        "EMAIL_CAN_NOT_BE_UPDATED",
        "EMAIL_MISMATCH",
        "EMAIL_NOT_VERIFIED",
        "FAILED_TO_CREATE_SESSION",
        "FAILED_TO_CREATE_USER",
        "FAILED_TO_CREATE_VERIFICATION",
        "FAILED_TO_GET_USER_INFO",
        "FAILED_TO_RETRIEVE_INVITATION",
        "FAILED_TO_UPDATE_PASSKEY",
        "FAILED_TO_UPDATE_USER",
        "FAILED_TO_VERIFY_REGISTRATION",
        "FIELD_NOT_ALLOWED",
        "ID_TOKEN_NOT_SUPPORTED",
        "INVALID_CALLBACK_URL",
        "INVALID_DOMAIN",
        "INVALID_ERROR_CALLBACK_URL",
        "INVALID_NEW_USER_CALLBACK_URL",
        "INVALID_OAUTH_CONFIGURATION",
        "INVALID_ORIGIN",
        "INVALID_REDIRECT_URL",
        "INVALID_REQUEST",
        "INVALID_RESOURCE",
        "INVALID_TOKEN",
        "INVALID_USER",
        "INVITATION_EMAIL_MISMATCH",
        "INVITATION_EXPIRED",
        "INVITATION_NOT_FOUND",
        "LINKED_ACCOUNT_ALREADY_EXISTS",
        "MEMBER_NOT_FOUND",
        "METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED",
        "MISSING_FIELD",
        "MISSING_OR_NULL_ORIGIN",
        "NO_ACTIVE_ORGANIZATION",
        "ORGANIZATION_ALREADY_EXISTS",
        "ORGANIZATION_NOT_FOUND",
        "ORGANIZATION_SLUG_ALREADY_TAKEN",
        "OTP_NOT_CONFIGURED",
        "OTP_NOT_ENABLED",
        "PASSWORD_ALREADY_SET",
        "PHONE_NUMBER_CANNOT_BE_UPDATED",
        "PHONE_NUMBER_NOT_EXIST",
        "PHONE_NUMBER_NOT_VERIFIED",
        "REGISTRATION_CANCELLED",
        "RESOLVED_USER_INVALID",
        "RESOLVE_USER_REQUIRED",
        "ROLE_IS_ASSIGNED_TO_MEMBERS",
        "ROLE_NAME_IS_ALREADY_TAKEN",
        "ROLE_NOT_FOUND",
        "SEND_OTP_NOT_IMPLEMENTED",
        "SSO_DOMAIN_NOT_FOUND",
        "SSO_NOT_SERVED",
        "STEP_UP_NOT_STARTED",
        "TOKEN_URL_NOT_FOUND",
        "TOO_MANY_ROLES",
        "TOTP_NOT_CONFIGURED",
        "TWO_FACTOR_NOT_ENABLED",
        "UNABLE_TO_CREATE_SESSION",
        "UNAUTHORIZED",
        "UNEXPECTED_ERROR",
        "UNKNOWN_ERROR",
        "USER_ALREADY_HAS_PASSWORD",
        "USER_EMAIL_NOT_FOUND",
        "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
        "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
        "VERIFICATION_EMAIL_NOT_ENABLED",
        "YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION",
        "YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION",
        "YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION",
        "YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE",
        "YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE",
        "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER",
        "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION",
        "YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION",
        "YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE",
        "YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE",
        "YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY",
        "YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE",
        "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER",
        "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION",
        "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION",
        "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION",
        "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER",
        "YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER",
      ]
    `);
  });
});
