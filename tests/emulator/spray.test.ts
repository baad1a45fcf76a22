/**
 * A password spray, many accounts guessed a few times (4 each here, under the lock of 10)
 * each from one client, stays under every per-account lock; it is throttled per client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const STRONG = 'violet-Kettle-orbit-93';

describe('given one client guessing passwords across 10 accounts', () => {
  it('is refused after 30 wrong passwords in 15 minutes, whatever the account, the right password too; another client is not', async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `spray-${i}@example.com`);
    for (const email of emails) expect((await h.call('POST', '/v1/passwords', { email, password: STRONG })).status).toBe(201);

    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (const email of emails) statuses.push((await h.call('POST', '/v1/passwords/authenticate', { email, password: `Guess-${round}-horse-staple` })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    // Unknown accounts count too, and the right password no longer helps this client.
    const right = await h.call('POST', '/v1/passwords/authenticate', { email: emails[0], password: STRONG });
    expect(right.status).toBe(429);
    expect(right.body.error_type).toBe('user_lock_limit_reached');

    // Another client (here: in process, no socket address) signs in.
    expect((await h.request('POST', '/v1/passwords/authenticate', { email: emails[0], password: STRONG })).status).toBe(200);
    // The window ends.
    h.advance(16);
    expect((await h.call('POST', '/v1/passwords/authenticate', { email: emails[1], password: STRONG })).status).toBe(200);
  });
});
