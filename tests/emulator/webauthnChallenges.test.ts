/**
 * Unauthenticated `webauthn/authenticate/start` calls
 * must not grow the stored challenges without bound. A client keeps at most 20 pending sign-in
 * challenges (its oldest go first), all clients at most 1,000, and used or expired ones are
 * deleted as new ones arrive; another client's pending challenge survives a flood.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const pending = () =>
  (h.emulator.ctx.db.prepare("SELECT COUNT(*) AS n FROM webauthn_challenges WHERE kind = 'authenticate' AND used_at IS NULL").get() as { n: number }).n;

describe('given 1,200 unauthenticated sign-in starts from one client', () => {
  it('stores at most 20 of them, and the owner on another client keeps theirs', async () => {
    const owner = await h.call('POST', '/v1/webauthn/authenticate/start', { domain: 'localhost' });
    const ownerChallenge = owner.body.public_key_credential_request_options.challenge as string;
    for (let i = 0; i < 1200; i++) {
      // In process: a client without a socket address, not the owner's loopback one.
      expect((await h.request('POST', '/v1/webauthn/authenticate/start', {})).status).toBe(200);
    }
    expect(pending()).toBeLessThanOrEqual(21);
    const kept = h.emulator.ctx.db.prepare('SELECT used_at FROM webauthn_challenges WHERE challenge = ?').get(ownerChallenge);
    expect(kept).toEqual({ used_at: null });
  });
});
