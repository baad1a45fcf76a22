/**
 * Issue 27: the Better Auth client says after which sign-ins a second factor can be asked
 * (`backend.secondFactorAfter`). Checked against the pinned twoFactor plugin's own hook: the paths
 * each Portico product signs in through on Better Auth (src/client/betterAuth/*), and which of them
 * the plugin's after-hook matches. A Better Auth upgrade that hooks more sign-ins fails this test.
 */
import { twoFactor } from 'better-auth/plugins/two-factor';
import { describe, expect, it } from 'vitest';
import { createBetterAuthClient } from '../../../src/client/betterAuth';
import { createMemoryStorage } from '../../../src/client/storage';

/** The Better Auth endpoints that start a session, by the Login product that calls them. */
const SIGN_IN_PATHS: Record<string, string[]> = {
  emailMagicLinks: ['/magic-link/verify'],
  otp: ['/sign-in/email-otp', '/phone-number/verify'],
  passwords: ['/sign-in/email'],
  passkeys: ['/passkey/verify-authentication'],
  oauth: ['/sign-in/social', '/one-tap/callback'],
  crypto: ['/siwe/verify', '/portico/solana/verify'],
};

describe('Better Auth › secondFactorAfter', () => {
  it('names exactly the products whose sign-in the twoFactor plugin hooks (passwords)', () => {
    const hook = twoFactor().hooks.after[0]!;
    const hooked = Object.keys(SIGN_IN_PATHS).filter((product) =>
      SIGN_IN_PATHS[product]!.some((path) => hook.matcher({ path } as Parameters<typeof hook.matcher>[0])),
    );
    const client = createBetterAuthClient({ baseURL: 'http://auth.test/api/auth', storage: createMemoryStorage(), refreshOnStartup: false });
    expect(hooked).toEqual(['passwords']);
    expect(client.backend!.secondFactorAfter).toEqual(hooked);
  });
});
