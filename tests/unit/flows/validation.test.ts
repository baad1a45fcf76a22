import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/entries/i18n';

const english = en as Readonly<Record<string, string>>;
import { sanitiseOtpInput, validateOtpCode } from '../../../src/products/otp/flows/validation';
import { EMAIL_PATTERN, isValidEmail, validateEmail } from '../../../src/flows/validation';

describe('validateEmail (SPEC §5)', () => {
  it.each(['ada@example.com', 'a.b+tag@sub.example.co.uk', '  ada@example.com  ', 'x@y.zz'])('accepts %j', (email) => {
    expect(validateEmail(email, 'magicLink')).toBeNull();
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada@example.', 'a da@example.com', 'ada@@example.com', 'ada@exa mple.com', 'ada@.com', 'ada@example..com'])(
    'refuses %j',
    (email) => {
      expect(validateEmail(email, 'otp')).not.toBeNull();
    },
  );

  it('words the failure per form: magic link and password vs email OTP', () => {
    expect(english[validateEmail('nope', 'magicLink')!]).toBe('Email format is invalid.');
    expect(english[validateEmail('nope', 'password')!]).toBe('Email format is invalid.');
    expect(english[validateEmail('nope', 'otp')!]).toBe('Invalid email address.');
  });

  it('never throws on any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        expect(typeof isValidEmail(text)).toBe('boolean');
      }),
    );
  });

  // Speed is a benchmark's subject, not a test's (a timed assertion failed under load). What this
  // guards is catastrophic backtracking: the pattern alone, without the length limit, on inputs that
  // would take a backtracking pattern longer than the test's time-out; a linear one answers at once.
  it('the pattern backtracks on no input (adversarial inputs, beyond the length limit)', () => {
    for (const text of [`a@${'b.'.repeat(50_000)}`, `${'a'.repeat(100_000)}@`, `a@b${'.c'.repeat(50_000)} `]) {
      expect(EMAIL_PATTERN.test(text)).toBe(false);
    }
  });

  it('accepts generated addresses of the usual shape (property)', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9._+-]{1,20}$/), label, label, (local, domain, tld) => {
        expect(isValidEmail(`${local}@${domain}.${tld}`)).toBe(true);
      }),
    );
  });

  it('refuses any string with a space inside or no @ (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(isValidEmail(`${a.trim()}x y${b.trim()}@example.com`)).toBe(false);
        expect(EMAIL_PATTERN.test(a.replaceAll('@', ''))).toBe(false);
      }),
    );
  });
});

describe('OTP code (SPEC §5)', () => {
  it('accepts exactly six ASCII digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        expect(validateOtpCode(text) === null).toBe(/^[0-9]{6}$/.test(text));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6}$/), (code) => {
        expect(validateOtpCode(code)).toBeNull();
      }),
    );
  });

  it("refuses the rest with 'Code format is invalid, please try again.'", () => {
    for (const code of ['', '12345', '1234567', '12345a', '١٢٣٤٥٦', '12 456']) {
      expect(english[validateOtpCode(code)!]).toBe('Code format is invalid, please try again.');
    }
  });

  it('keeps digits only, at most 6 (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = sanitiseOtpInput(text);
        expect(kept).toMatch(/^[0-9]{0,6}$/);
        expect(kept).toBe(text.replace(/[^0-9]/g, '').slice(0, 6));
      }),
    );
  });
});
