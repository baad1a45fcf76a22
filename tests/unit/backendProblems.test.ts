import { describe, expect, it } from 'vitest';
import { backendProblems, PorticoConfigError, servedConfig } from '../../src/flows/backendProblems';
import { withDefaults } from '../../src/flows/config';
import type { BackendCapabilities } from '../../src/client/types';

const betterAuth: BackendCapabilities = { name: 'Better Auth', products: ['emailMagicLinks', 'otp', 'passwords'], otpMethods: ['email', 'sms'] };

describe('a configured product the backend cannot serve', () => {
  it('is a problem naming the product and the backend', () => {
    const problems = backendProblems(betterAuth, withDefaults({ products: ['emailMagicLinks', 'crypto'] }));
    expect(problems).toEqual(['the product "crypto" is configured, but the backend "Better Auth" cannot serve it.']);
    expect(new PorticoConfigError(problems).message).toBe(
      'Portico config error: the product "crypto" is configured, but the backend "Better Auth" cannot serve it.',
    );
  });

  it('an OTP channel it cannot serve is one too, named by its option', () => {
    const problems = backendProblems(betterAuth, withDefaults({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } }));
    expect(problems).toEqual(['the passcode channel "whatsapp" (otpOptions.methods) is configured, but the backend "Better Auth" cannot serve it.']);
  });

  it('a backend that declares nothing serves everything', () => {
    expect(backendProblems(undefined, withDefaults({ products: ['crypto', 'oauth'] }))).toEqual([]);
  });

  it('the widget leaves out what the backend cannot serve', () => {
    const config = servedConfig(betterAuth, withDefaults({ products: ['passwords', 'passkeys'] }));
    expect(config.products).toEqual(['passwords']);
  });
});
