import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
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
    expect(en[validateEmail('nope', 'magicLink')!]).toBe('Email format is invalid.');
    expect(en[validateEmail('nope', 'password')!]).toBe('Email format is invalid.');
    expect(en[validateEmail('nope', 'otp')!]).toBe('Invalid email address.');
  });

  it('never throws and answers quickly on any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const started = performance.now();
        const valid = isValidEmail(text);
        expect(typeof valid).toBe('boolean');
        expect(performance.now() - started).toBeLessThan(50);
      }),
    );
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
      expect(en[validateOtpCode(code)!]).toBe('Code format is invalid, please try again.');
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
