/**
 * A request body over the server's limit: portico-server answers 413 `request_too_large` (any route,
 * 64 KiB by default), and a proxy in front may answer a bare 413. The person reads the catalogue's
 * words in their language, never the server's English nor the generic line.
 */
import { describe, expect, it } from 'vitest';
import { toClientError } from '../../../src/client/betterAuth/errorTypes';
import { describeError } from '../../../src/i18n/describeError';
import { en } from '../../../src/products/english';
import { LOCALES, loadLocale } from '../../../src/i18n/loadLocale';
import { createTranslator } from '../../../src/i18n/translator';

const SERVER_WORDS = 'The request body is larger than 65536 bytes.';

describe('request_too_large', () => {
  it.each(['password', 'otpSend', 'magicLink', 'other'] as const)('a 413 on a %s call is request_too_large, the person’s to fix', (call) => {
    const error = toClientError(undefined, 413, call, SERVER_WORDS, 'POST http://auth.test/api/auth/sign-up/email');
    expect(error.error_type).toBe('request_too_large');
    expect(error.developer).toBeUndefined();
  });

  it.each(LOCALES.filter((lang) => lang !== 'en-XA'))('reads in the catalogue’s words in %s', async (lang) => {
    const t = createTranslator(lang === 'en' ? {} : { locale: await loadLocale(lang) });
    const error = toClientError(undefined, 413, 'password', SERVER_WORDS, 'POST http://auth.test/api/auth/sign-up/email');
    const { message } = describeError(error, t);
    expect(message).not.toBe(SERVER_WORDS);
    expect(message).not.toBe(t('error.unknown'));
    if (lang === 'en') expect(message).toBe('What you entered is too long. Shorten it and try again.');
    else expect(message).not.toBe(en['error.request_too_large']);
  });
});
