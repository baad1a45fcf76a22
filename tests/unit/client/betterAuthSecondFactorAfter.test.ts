/**
 * The Better Auth client says after which sign-ins a second factor can be asked
 * (`backend.secondFactorAfter`). Checked against the hooks that ask: the pinned twoFactor plugin's
 * own (passwords) and portico()'s, which runs that hook after the other sign-ins. The paths are
 * each Portico product's sign-in on Better Auth (src/client/betterAuth/*); a passkey is left alone.
 */
import { twoFactor } from 'better-auth/plugins/two-factor';
import { describe, expect, it } from 'vitest';
import { portico } from '../../../plugin/src';
import { createBetterAuthClient } from '../../../src/client/betterAuth';
import { createMemoryStorage } from '../../../src/client/storage';

/** The Better Auth endpoints that start a session, by the Login product that calls them. */
const SIGN_IN_PATHS: Record<string, string[]> = {
  emailMagicLinks: ['/magic-link/verify'],
  otp: ['/sign-in/email-otp', '/phone-number/verify'],
  passwords: ['/sign-in/email'],
  passkeys: ['/passkey/verify-authentication'],
  oauth: ['/callback/:id', '/one-tap/callback'],
  crypto: ['/siwe/verify', '/portico/solana/verify'],
};

type Hook = { matcher(ctx: { path: string }): boolean };
const asks = (hooks: readonly Hook[], product: string) => SIGN_IN_PATHS[product]!.every((path) => hooks.some((hook) => hook.matcher({ path })));

describe('Better Auth › secondFactorAfter', () => {
  it('names exactly the products whose every sign-in twoFactor or portico() turns into a challenge', () => {
    const own = twoFactor().hooks.after as unknown as Hook[];
    const ours = portico({ projectName: 'p', products: ['emailMagicLinks'] }).hooks.after as unknown as Hook[];
    expect(Object.keys(SIGN_IN_PATHS).filter((product) => asks(own, product))).toEqual(['passwords']);
    const hooked = Object.keys(SIGN_IN_PATHS).filter((product) => asks([...own, ...ours], product));
    const client = createBetterAuthClient({ baseURL: 'http://auth.test/api/auth', storage: createMemoryStorage(), refreshOnStartup: false });
    expect(hooked).toEqual(['emailMagicLinks', 'otp', 'passwords', 'oauth', 'crypto']);
    expect([...client.backend!.secondFactorAfter!].sort()).toEqual([...hooked].sort());
  });
});
