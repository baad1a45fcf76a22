import { describe, expect, it } from 'vitest';
import { withDefaults } from '../../../src/flows/config';

describe('withDefaults (SPEC §3, §9)', () => {
  it('fills every default of the spec', () => {
    const config = withDefaults({});
    expect(config.products).toEqual(['emailMagicLinks']);
    expect(config.emailMagicLinksOptions).toEqual({
      loginExpirationMinutes: 30,
      signupExpirationMinutes: 30,
      createUserAsPending: false,
    });
    expect(config.otpOptions).toEqual({ methods: [], expirationMinutes: 5 });
    expect(config.sessionOptions).toEqual({ sessionDurationMinutes: 30 });
    expect(config.oauthOptions.providers).toEqual([]);
    expect(config.enableShadowDOM).toBe(false);
  });

  it('keeps what the host set', () => {
    const config = withDefaults({
      products: ['otp', 'passwords'],
      emailMagicLinksOptions: { loginExpirationMinutes: 10, domainHint: 'example.com' },
      otpOptions: { methods: ['sms'], expirationMinutes: 2, locale: 'fr' },
      sessionOptions: { sessionDurationMinutes: 60 },
      enableShadowDOM: true,
    });
    expect(config.products).toEqual(['otp', 'passwords']);
    expect(config.emailMagicLinksOptions).toMatchObject({ loginExpirationMinutes: 10, signupExpirationMinutes: 30, domainHint: 'example.com' });
    expect(config.otpOptions).toEqual({ methods: ['sms'], expirationMinutes: 2, locale: 'fr' });
    expect(config.sessionOptions.sessionDurationMinutes).toBe(60);
    expect(config.enableShadowDOM).toBe(true);
  });

  it('treats an empty products list as the default and drops duplicates', () => {
    expect(withDefaults({ products: [] }).products).toEqual(['emailMagicLinks']);
    expect(withDefaults({ products: ['otp', 'otp'], otpOptions: { methods: ['sms', 'sms'] } })).toMatchObject({
      products: ['otp'],
      otpOptions: { methods: ['sms'] },
    });
  });

  it('is idempotent', () => {
    const once = withDefaults({ products: ['passwords'] });
    expect(withDefaults(once)).toEqual(once);
  });
});
