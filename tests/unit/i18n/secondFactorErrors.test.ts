/**
 * "Verify it's you" with no passcode product configured (a passwords-only Login): the errors a code's
 * send can meet read in the catalogue's words, not the server's, since only the second factor's
 * English has arrived.
 */
import { describe, expect, it } from 'vitest';
import { AuthClientError } from '../../../src/client/types';
import { describeError } from '../../../src/i18n/describeError';
import { addEnglish } from '../../../src/i18n/english';
import { createTranslator } from '../../../src/i18n/translator';
import { secondFactorMessages } from '../../../src/products/secondFactor/messages';

addEnglish(secondFactorMessages); // what the SecondFactor screen's useT adds
const t = createTranslator();
const serverError = (error_type: string) => new AuthClientError({ status_code: 429, error_type, error_message: 'the server’s own English' });

describe('Verify it’s you › send errors without the otp product', () => {
  it.each([
    ['too_many_requests', 'Too many codes were sent. Wait a few minutes and try again.'],
    ['unsubscribed_phone_number', "The phone number has unsubscribed from messages. Text 'START' to resubscribe."],
    ['totp_already_enabled', 'An authenticator app is already set up for this account.'],
  ])('%s › the catalogue’s words', (errorType, message) => {
    expect(describeError(serverError(errorType), t).message).toBe(message);
  });
});
