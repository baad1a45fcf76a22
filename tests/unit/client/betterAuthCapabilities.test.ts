/** The Better Auth client declares the identity provider only when the host says its server runs the OIDC provider. */
import { describe, expect, it } from 'vitest';
import { PorticoConfigError } from '../../../src/client/backend/backendProblems';
import { createBetterAuthClient } from '../../../src/client/betterAuth';
import { createMemoryStorage } from '../../../src/client/storage';

const client = (identityProvider?: boolean) =>
  createBetterAuthClient({ baseURL: 'http://auth.test/api/auth', storage: createMemoryStorage(), refreshOnStartup: false, ...(identityProvider === undefined ? {} : { identityProvider }) });

describe('createBetterAuthClient › identity provider capability', () => {
  it('not declared by default: mountIdentityProvider would refuse, naming the product and the backend', () => {
    expect(() => client().backend!.check({ products: ['identityProvider'] })).toThrow(PorticoConfigError);
    expect(() => client().backend!.check({ products: ['identityProvider'] })).toThrow(/"identityProvider".*"Better Auth"/);
  });

  it('declared with identityProvider: true, beside the Login products', () => {
    const served = client(true).backend!;
    expect(() => served.check({ products: ['identityProvider'] })).not.toThrow();
    expect(served.products).toEqual(expect.arrayContaining(['emailMagicLinks', 'passwords', 'identityProvider']));
  });
});
