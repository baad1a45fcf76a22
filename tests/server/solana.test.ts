/**
 * Solana wallet sign-in through portico(): the emulator's checks (emulator/crypto) on
 * Better Auth. A real ed25519 key (tweetnacl) signs; every refusal is a 4xx with a code.
 */
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devAuth, ORIGIN } from './harness';

const server = await devAuth();
const sign = (message: string, keys: nacl.SignKeyPair) => bs58.encode(nacl.sign.detached(new TextEncoder().encode(message), keys.secretKey));

afterEach(() => {
  vi.useRealTimers();
  server.signOutLocally();
});

describe('Solana sign-in', () => {
  it('a signed challenge signs in, once: the same challenge is refused the second time', async () => {
    const keys = nacl.sign.keyPair();
    const address = bs58.encode(keys.publicKey);
    const start = await server.call('POST', '/portico/solana/start', { address });
    expect(start.status).toBe(200);
    const message: string = start.json.message;
    expect(message).toContain(`${new URL(ORIGIN).host} wants you to sign in with your Solana account:\n${address}`);
    expect(message).toContain(`URI: ${ORIGIN}`);
    const signature = sign(message, keys);
    const verified = await server.call('POST', '/portico/solana/verify', { address, signature });
    expect(verified.status).toBe(200);
    const session = await server.call('GET', '/get-session');
    expect(session.json.user.id).toBe(verified.json.user.id);

    const replay = await server.call('POST', '/portico/solana/verify', { address, signature });
    expect(replay).toMatchObject({ status: 401, json: { code: 'INVALID_SIGNATURE' } });
  });

  it("another key's signature is refused, and spends the challenge", async () => {
    const keys = nacl.sign.keyPair();
    const address = bs58.encode(keys.publicKey);
    const { json } = await server.call('POST', '/portico/solana/start', { address });
    const forged = await server.call('POST', '/portico/solana/verify', { address, signature: sign(json.message, nacl.sign.keyPair()) });
    expect(forged).toMatchObject({ status: 401, json: { code: 'INVALID_SIGNATURE' } });
    const late = await server.call('POST', '/portico/solana/verify', { address, signature: sign(json.message, keys) });
    expect(late).toMatchObject({ status: 401, json: { code: 'INVALID_SIGNATURE' } });
  });

  it('an expired challenge is refused (5 minutes)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const keys = nacl.sign.keyPair();
    const address = bs58.encode(keys.publicKey);
    const { json } = await server.call('POST', '/portico/solana/start', { address });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const expired = await server.call('POST', '/portico/solana/verify', { address, signature: sign(json.message, keys) });
    expect(expired).toMatchObject({ status: 401, json: { code: 'INVALID_SIGNATURE' } });
  });

  it("a page the server does not trust gets no challenge; another page's challenge does not verify here", async () => {
    const keys = nacl.sign.keyPair();
    const address = bs58.encode(keys.publicKey);
    const foreign = await server.call('POST', '/portico/solana/start', { address }, { origin: 'https://elsewhere.example' });
    expect(foreign).toMatchObject({ status: 400, json: { code: 'INVALID_DOMAIN' } });
    const { json } = await server.call('POST', '/portico/solana/start', { address });
    const elsewhere = await server.call('POST', '/portico/solana/verify', { address, signature: sign(json.message, keys) }, { origin: 'https://elsewhere.example' });
    expect(elsewhere.status).toBeGreaterThanOrEqual(400);
    expect(elsewhere.status).toBeLessThan(500);
  });

  it('an address that is not a 32-byte key is a 400', async () => {
    const bad = await server.call('POST', '/portico/solana/start', { address: 'not-base58-0OIl' });
    expect(bad).toMatchObject({ status: 400, json: { code: 'INVALID_CRYPTO_WALLET_ADDRESS' } });
  });
});
