import { describe, expect, it } from 'vitest';
import { backendProblems, declareBackend, PorticoConfigError } from '../../src/client/backend/backendProblems';
import { serverProblems, servesAll } from '../../src/client/backend/serverProblems';

const betterAuth = declareBackend({ name: 'Better Auth', products: ['emailMagicLinks', 'otp', 'passwords'], otpMethods: ['email', 'sms'] });

describe('a configured product the backend cannot serve', () => {
  it('is a problem naming the product and the backend', () => {
    expect(backendProblems(betterAuth, { products: ['emailMagicLinks', 'crypto'] })).toEqual([
      'the product "crypto" is configured, but the backend "Better Auth" cannot serve it.',
    ]);
  });

  it('an OTP channel it cannot serve is one too, named by its option', () => {
    expect(backendProblems(betterAuth, { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } })).toEqual([
      'the passcode channel "whatsapp" (otpOptions.methods) is configured, but the backend "Better Auth" cannot serve it.',
    ]);
  });

  it('an empty products list is email magic links (SPEC §3), which it serves', () => {
    expect(backendProblems(betterAuth, {})).toEqual([]);
    expect(backendProblems(declareBackend({ name: 'X', products: ['passwords'], otpMethods: [] }), {})).toHaveLength(1);
  });

  it('the mount check throws a PorticoConfigError with every problem', () => {
    expect(() => betterAuth.check({ products: ['crypto', 'oauth'] })).toThrow(
      new PorticoConfigError([
        'the product "crypto" is configured, but the backend "Better Auth" cannot serve it.',
        'the product "oauth" is configured, but the backend "Better Auth" cannot serve it.',
      ]),
    );
    expect(() => betterAuth.check({ products: ['passwords'] })).not.toThrow();
  });
});

describe('a social provider the backend does not offer', () => {
  const withGoogle = declareBackend({ name: 'Better Auth', products: ['oauth'], otpMethods: [], oauthProviders: ['google', 'github'] });

  it('is a problem naming the provider and the backend, when the backend declares its providers', () => {
    expect(backendProblems(withGoogle, { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }] } })).toEqual([
      'the social provider "apple" (oauthOptions.providers) is configured, but the backend "Better Auth" does not offer it.',
    ]);
  });

  it('is no problem when the backend does not declare them, or oauth is not configured', () => {
    expect(backendProblems(declareBackend({ name: 'X', products: ['oauth'], otpMethods: [] }), { products: ['oauth'], oauthOptions: { providers: [{ type: 'apple' }] } })).toEqual([]);
    const both = declareBackend({ name: 'Better Auth', products: ['emailMagicLinks', 'oauth'], otpMethods: [], oauthProviders: ['google'] });
    expect(backendProblems(both, { products: ['emailMagicLinks'], oauthOptions: { providers: [{ type: 'apple' }] } })).toEqual([]);
  });
});

describe('the server says what it serves (its bootstrap answer decides)', () => {
  const client = { name: 'Better Auth', products: ['emailMagicLinks', 'otp', 'passwords'], otpMethods: ['email', 'sms', 'whatsapp'] as const, serverHint: 'Set portico().' };
  const refusal = (problem: string) => [`Portico config error: ${problem}`];

  it('a channel the client could call but the server does not serve is refused, naming it, the backend and what the server serves', () => {
    const config = { products: ['otp'], otpOptions: { methods: ['email', 'whatsapp'] as const } };
    expect(servesAll(config, { products: ['otp'], otpMethods: ['email'] })).toBe(false);
    expect(serverProblems(client, config, { products: ['otp'], otpMethods: ['email'] })).toEqual(
      refusal('the passcode channel "whatsapp" (otpOptions.methods) is configured, but the server behind the backend "Better Auth" does not serve it (it serves: email). Set portico().'),
    );
  });

  it('a product the server does not list is refused', () => {
    expect(serverProblems(client, { products: ['passwords'] }, { products: ['emailMagicLinks'], otpMethods: [] })).toEqual(
      refusal('the product "passwords" is configured, but the server behind the backend "Better Auth" does not serve it (it serves: emailMagicLinks). Set portico().'),
    );
  });

  it('passwords without the user lookup (userSearch: false) are refused; with it they are served', () => {
    expect(servesAll({ products: ['passwords'] }, { products: ['passwords'], otpMethods: [], userSearch: false })).toBe(false);
    expect(serverProblems(client, { products: ['passwords'] }, { products: ['passwords'], otpMethods: [], userSearch: false })).toEqual(
      refusal('the product "passwords" is configured, but the server behind the backend "Better Auth" turned off the user lookup its email form needs. Set portico().'),
    );
    expect(servesAll({ products: ['passwords'] }, { products: ['passwords'], otpMethods: [], userSearch: true })).toBe(true);
  });

  it('a config the server serves has no problems; an empty products list is email magic links (SPEC §3)', () => {
    expect(servesAll({ products: ['otp'], otpOptions: { methods: ['sms'] } }, { products: ['otp'], otpMethods: ['email', 'sms'] })).toBe(true);
    expect(servesAll({}, { products: ['emailMagicLinks'], otpMethods: [] })).toBe(true);
    expect(servesAll({}, { products: ['passwords'], otpMethods: [] })).toBe(false);
  });
});
