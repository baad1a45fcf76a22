import { describe, expect, it } from 'vitest';
import { AuthClientError } from '../../../src/client/types';
import { describeError } from '../../../src/i18n/describeError';
import { en } from '../../../src/entries/i18n';
import { addEnglish } from '../../../src/i18n/english';
import { createTranslator } from '../../../src/i18n/translator';

// Each product's English arrives with that product; here every product has arrived.
addEnglish(en);
const t = createTranslator();
const serverError = (error_type: string, error_message = 'the server words it its own way') =>
  new AuthClientError({ status_code: 400, error_type, error_message });

// SPEC §8, copied row by row.
const catalogue: Array<[string, string]> = [
  ['invalid_email', 'Email format is invalid.'],
  ['invalid_phone_number', 'Phone number format is invalid. Ensure the phone number is in the E.164 format.'],
  ['inactive_email', 'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.'],
  ['unauthorized_credentials', 'Unauthorized credentials.'],
  ['user_unauthenticated', 'Must have an active session to call this method. Have you logged in yet?'],
  ['email_not_found', 'Email not found.'],
  ['unable_to_auth_magic_link', 'The magic link could not be authenticated because it was either already used or expired. Please try again.'],
  ['no_user_password', 'Password not found for this user. Please try again.'],
  ['breached_password', 'Password appears in the list of breached passwords and must be reset.'],
  ['reset_password', 'Password must be reset.'],
  ['oauth_token_not_found', 'OAuth Token could not be found.'],
  ['invalid_code', 'Code format is invalid, please try again.'],
  ['member_password_not_found', 'Member password not found.'],
  ['oauth_flow_callback_error', 'An error was encountered in the callback of the OAuth flow. Please try again.'],
  ['unauthorized_action', 'Unauthorized action.'],
  ['user_lock_limit_reached', 'Too many failed authentication attempts. Please try again later.'],
  ['invalid_session_token', 'Invalid session token.'],
  ['session_not_found', 'Session not found.'],
  ['invalid_phone_number_country_code', "The phone number's country code is invalid, unsupported, or disabled."],
  ['otp_code_not_found', 'Invalid passcode, please try again.'],
  ['duplicate_member_phone_number', 'A member with the specified phone number already exists for this organization.'],
];

describe('describeError › the SPEC §8 catalogue', () => {
  it.each(catalogue)('error_type %s › "%s"', (errorType, message) => {
    expect(describeError(serverError(errorType), t)).toEqual({ message, segments: [{ text: message }], errorType });
  });

  it('unsubscribed_phone_number › tells the user to text START to resubscribe', () => {
    const { message } = describeError(serverError('unsubscribed_phone_number'), t);
    expect(message).toMatch(/unsubscribed/);
    expect(message).toContain("'START'");
  });

  // The security widget's phone number: the servers' own error_types (emulator and portico()), worded by the catalogue.
  it.each([
    ['too_many_requests', 'Too many codes were sent. Wait a few minutes and try again.'],
    ['phone_number_not_found', 'This account has no phone number.'],
    ['phone_number_confirmation_required', 'To change or remove your number, first enter a code sent to it.'],
  ])('error_type %s › the catalogue’s words, not the server’s', (errorType, message) => {
    expect(describeError(serverError(errorType), t).message).toBe(message);
  });

  it('an error_type the catalogue does not know › the server error_message', () => {
    expect(describeError(serverError('something_new', 'Something new happened.'), t).message).toBe('Something new happened.');
  });

  it('a plain object from the wire works like the class', () => {
    expect(describeError({ error_type: 'email_not_found', error_message: 'x' }, t).message).toBe('Email not found.');
  });

  it('an unknown error_type with no message › the generic message', () => {
    expect(describeError({ error_type: 'mystery', error_message: '' }, t).message).toBe(t('error.unknown'));
  });

  it('a host can word an error the catalogue lacks, and reword one it has', () => {
    const custom = createTranslator({ strings: { 'error.weak_password': 'Pick a longer one.', 'error.email_not_found': 'Who?' } });
    expect(describeError(serverError('weak_password'), custom).message).toBe('Pick a longer one.');
    expect(describeError(serverError('email_not_found'), custom).message).toBe('Who?');
  });
});

describe('describeError › other errors', () => {
  it('a flow descriptor › its message id, with values', () => {
    expect(describeError({ id: 'validation.emailOtp' }, t).message).toBe('Invalid email address.');
    expect(describeError({ id: 'error.mystery', message: 'Fallback words' }, t).message).toBe('Fallback words');
  });

  it('an Error › its message; a string › itself; anything else › the generic message', () => {
    expect(describeError(new Error('Could not connect'), t).message).toBe('Could not connect');
    expect(describeError('plain words', t).message).toBe('plain words');
    expect(describeError(undefined, t).message).toBe('Something went wrong. Please try again.');
    expect(describeError(42, t).message).toBe('Something went wrong. Please try again.');
  });
});

describe('describeError › links become segments, never HTML', () => {
  it('cuts an http(s) link out of a server message, leaving the full stop outside', () => {
    const error = serverError('custom_thing', 'See https://portico.dev/docs/errors#custom_thing. Then retry.');
    expect(describeError(error, t).segments).toEqual([
      { text: 'See ' },
      { href: 'https://portico.dev/docs/errors#custom_thing', text: 'https://portico.dev/docs/errors#custom_thing' },
      { text: '. Then retry.' },
    ]);
  });

  it('never links javascript: or data: URLs and keeps markup as text', () => {
    const error = serverError('custom_thing', '<a href="javascript:alert(1)">x</a> data:text/html,<b>');
    const { segments } = describeError(error, t);
    expect(segments).toEqual([{ text: '<a href="javascript:alert(1)">x</a> data:text/html,<b>' }]);
  });

  it('finds several links', () => {
    const { segments } = describeError(serverError('x', 'http://a.example and https://b.example'), t);
    expect(segments.filter((segment) => 'href' in segment).map((segment) => segment.text)).toEqual([
      'http://a.example',
      'https://b.example',
    ]);
  });
});
