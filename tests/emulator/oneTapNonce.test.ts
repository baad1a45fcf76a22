/**
 * One Tap credentials carry a nonce the emulator checks. The client check
 * (`onetap/client`) hands the page a nonce for Google's library; the credential must carry a nonce
 * the emulator issued, unused and unexpired, so one minted outside that flow (or replayed from
 * another site using the same Google client) signs nobody in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const issuedNonce = async () => (await h.call('GET', `/v1/oauth/google/onetap/client?origin=${encodeURIComponent('http://localhost:3000')}`)).body.nonce as string;
const mint = async (email: string, nonce?: string) =>
  (await h.call('POST', '/oauth/emulated/google/id_token', { email, ...(nonce ? { nonce } : {}) })).body.id_token as string;

describe('given One Tap credentials', () => {
  it('the client check hands out a nonce; a credential carrying it signs in, once', async () => {
    const nonce = await issuedNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const tapped = await h.call('POST', '/v1/oauth/google/onetap', { id_token: await mint('nonce-ok@example.com', nonce) });
    expect(tapped.status).toBe(200);
    const again = await h.call('POST', '/v1/oauth/google/onetap', { id_token: await mint('nonce-ok@example.com', nonce) });
    expect(again.status).toBe(401);
    expect(again.body.error_type).toBe('invalid_id_token');
  });

  it('a credential without a nonce, or with one the emulator never issued, is refused', async () => {
    const none = await h.call('POST', '/v1/oauth/google/onetap', { id_token: await mint('nonce-none@example.com') });
    expect(none.status).toBe(401);
    expect(none.body.error_type).toBe('invalid_id_token');
    const made = await h.call('POST', '/v1/oauth/google/onetap', { id_token: await mint('nonce-made@example.com', 'a-nonce-nobody-issued-0123456789abcdef') });
    expect(made.status).toBe(401);
  });

  it('an issued nonce expires after 10 minutes', async () => {
    const nonce = await issuedNonce();
    h.advance(11);
    const late = await h.call('POST', '/v1/oauth/google/onetap', { id_token: await mint('nonce-late@example.com', nonce) });
    expect(late.status).toBe(401);
  });
});
