/**
 * Crypto wallet sign-in over HTTP: an Ethereum wallet (viem local account, EIP-191 personal_sign)
 * and a Solana wallet (tweetnacl ed25519, base58) sign the emulator's challenge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import nacl from 'tweetnacl';
import bs58 from 'bs58';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { startHarness, type Harness } from './harness';

// A fixed test key: the address is stable across runs, so failures are reproducible.
const eth = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');
const sol = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(7));
const solAddress = bs58.encode(sol.publicKey);
const solSign = (message: string) => bs58.encode(nacl.sign.detached(new TextEncoder().encode(message), sol.secretKey));

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function challengeFor(address: string, type: 'ethereum' | 'solana'): Promise<string> {
  const answer = await h.call('POST', '/v1/crypto_wallets/authenticate/start', { crypto_wallet_address: address, crypto_wallet_type: type });
  expect(answer.status).toBe(200);
  return answer.body.challenge as string;
}

describe('given an Ethereum wallet', () => {
  it('the challenge names the address, the origin and a nonce', async () => {
    const challenge = await challengeFor(eth.address, 'ethereum');
    expect(challenge).toContain(eth.address);
    expect(challenge).toContain(`URI: ${h.emulator.url}`);
    expect(challenge).toMatch(/Nonce: [A-Za-z0-9_-]{16,}/);
  });

  it('signing the challenge signs in, creating the user once, then finding it', async () => {
    const challenge = await challengeFor(eth.address, 'ethereum');
    const signature = await eth.signMessage({ message: challenge });
    const first = await h.call('POST', '/v1/crypto_wallets/authenticate', {
      crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum', signature, session_duration_minutes: 45,
    });
    expect(first.status).toBe(200);
    expect(first.body.session_token).toEqual(expect.any(String));
    expect(first.body.user.crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_address: eth.address.toLowerCase(), crypto_wallet_type: 'ethereum', verified: true }),
    ]);
    expect(first.body.session.authentication_factors[0]).toMatchObject({ type: 'crypto_wallet', delivery_method: 'crypto_wallet_ethereum' });

    // The same wallet in lower case is the same wallet.
    const again = await challengeFor(eth.address.toLowerCase(), 'ethereum');
    const second = await h.call('POST', '/v1/crypto_wallets/authenticate', {
      crypto_wallet_address: eth.address.toLowerCase(), crypto_wallet_type: 'ethereum', signature: await eth.signMessage({ message: again }),
    });
    expect(second.status).toBe(200);
    expect(second.body.user_id).toBe(first.body.user_id);
  });

  it('a signature is single use: replaying it is invalid_signature', async () => {
    const challenge = await challengeFor(eth.address, 'ethereum');
    const body = { crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum', signature: await eth.signMessage({ message: challenge }) };
    expect((await h.call('POST', '/v1/crypto_wallets/authenticate', body)).status).toBe(200);
    const replay = await h.call('POST', '/v1/crypto_wallets/authenticate', body);
    expect(replay.status).toBe(401);
    expect(replay.body.error_type).toBe('invalid_signature');
  });

  it('a challenge older than 5 minutes is refused', async () => {
    const challenge = await challengeFor(eth.address, 'ethereum');
    const signature = await eth.signMessage({ message: challenge });
    h.advance(6);
    const late = await h.call('POST', '/v1/crypto_wallets/authenticate', { crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum', signature });
    expect(late.status).toBe(401);
    expect(late.body.error_type).toBe('invalid_signature');
  });

  it('a signature by another key, or over another message, is invalid_signature', async () => {
    const challenge = await challengeFor(eth.address, 'ethereum');
    const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    for (const signature of [await other.signMessage({ message: challenge }), await eth.signMessage({ message: 'something else' }), '0x1234']) {
      const answer = await h.call('POST', '/v1/crypto_wallets/authenticate', { crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum', signature });
      expect(answer.status).toBe(401);
      expect(answer.body.error_type).toBe('invalid_signature');
    }
  });

  it('a wallet holds one live challenge, and a signature is checked against it alone', async () => {
    const older = await challengeFor(eth.address, 'ethereum');
    for (let i = 0; i < 20; i += 1) await challengeFor(eth.address, 'ethereum');
    const newest = await challengeFor(eth.address, 'ethereum');
    const live = h.emulator.ctx.db
      .prepare("SELECT COUNT(*) AS n FROM crypto_wallet_challenges WHERE crypto_wallet_address = ? AND used_at IS NULL")
      .get(eth.address.toLowerCase()) as { n: number };
    expect(live.n).toBe(1);
    // A newer challenge replaces the older ones: signing an older one no longer works.
    const stale = await h.call('POST', '/v1/crypto_wallets/authenticate', {
      crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum', signature: await eth.signMessage({ message: older }),
    });
    expect(stale.status).toBe(401);
    expect(stale.body.error_type).toBe('invalid_signature');
    const fresh = await challengeFor(eth.address, 'ethereum');
    expect(fresh).not.toBe(newest);
    const signedIn = await h.call('POST', '/v1/crypto_wallets/authenticate', {
      crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum', signature: await eth.signMessage({ message: fresh }),
    });
    expect(signedIn.status).toBe(200);
  });

  it('a malformed address is invalid_crypto_wallet_address', async () => {
    for (const [address, type] of [['0x1234', 'ethereum'], [eth.address, 'solana'], ['not-base58-0OIl', 'solana']] as const) {
      const answer = await h.call('POST', '/v1/crypto_wallets/authenticate/start', { crypto_wallet_address: address, crypto_wallet_type: type });
      expect(answer.status).toBe(400);
      expect(answer.body.error_type).toBe('invalid_crypto_wallet_address');
    }
  });

  it('a bad body is invalid_request', async () => {
    const noType = await h.call('POST', '/v1/crypto_wallets/authenticate/start', { crypto_wallet_address: eth.address });
    expect(noType.status).toBe(400);
    expect(noType.body.error_type).toBe('invalid_request');
    const badType = await h.call('POST', '/v1/crypto_wallets/authenticate', { crypto_wallet_address: eth.address, crypto_wallet_type: 'bitcoin', signature: 'x' });
    expect(badType.body.error_type).toBe('invalid_request');
  });
});

describe('given a Solana wallet', () => {
  it('a base58 ed25519 signature over the UTF-8 challenge signs in', async () => {
    const challenge = await challengeFor(solAddress, 'solana');
    expect(challenge).toContain(solAddress);
    const answer = await h.call('POST', '/v1/crypto_wallets/authenticate', {
      crypto_wallet_address: solAddress, crypto_wallet_type: 'solana', signature: solSign(challenge),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.crypto_wallets[0]).toMatchObject({ crypto_wallet_address: solAddress, crypto_wallet_type: 'solana' });
  });

  it('a signature by another key is invalid_signature', async () => {
    const challenge = await challengeFor(solAddress, 'solana');
    const stranger = nacl.sign.keyPair();
    const signature = bs58.encode(nacl.sign.detached(new TextEncoder().encode(challenge), stranger.secretKey));
    const answer = await h.call('POST', '/v1/crypto_wallets/authenticate', { crypto_wallet_address: solAddress, crypto_wallet_type: 'solana', signature });
    expect(answer.status).toBe(401);
    expect(answer.body.error_type).toBe('invalid_signature');
  });

  it('with no challenge started, any signature is invalid_signature', async () => {
    const fresh = bs58.encode(nacl.sign.keyPair().publicKey);
    const answer = await h.call('POST', '/v1/crypto_wallets/authenticate', { crypto_wallet_address: fresh, crypto_wallet_type: 'solana', signature: solSign('x') });
    expect(answer.status).toBe(401);
    expect(answer.body.error_type).toBe('invalid_signature');
  });
});

describe('the sign-in message is EIP-4361 (Sign-In with Ethereum), in full', () => {
  const start = (address: string, type: 'ethereum' | 'solana', origin?: string) =>
    h.request('POST', '/v1/crypto_wallets/authenticate/start', { crypto_wallet_address: address, crypto_wallet_type: type }, {
      headers: origin ? { Origin: origin } : {},
    });

  it('an Ethereum challenge parses and validates as SIWE for the calling origin', async () => {
    const answer = await start(eth.address, 'ethereum', 'http://localhost:5173');
    expect(answer.status).toBe(200);
    const text = answer.body.challenge as string;
    const message = parseSiweMessage(text);
    expect(message).toMatchObject({
      scheme: 'http', // EIP-4361: the scheme is named when it is not https
      domain: 'localhost:5173',
      address: eth.address,
      uri: 'http://localhost:5173',
      version: '1',
      chainId: 1,
    });
    expect(message.statement).toContain(h.emulator.ctx.config.project_name);
    expect(message.expirationTime!.getTime() - message.issuedAt!.getTime()).toBe(5 * 60_000);
    expect(validateSiweMessage({ message, address: eth.address, domain: 'localhost:5173', scheme: 'http' })).toBe(true);
    // The exact lines a wallet shows, in the order the EIP's ABNF gives them.
    const lines = text.split('\n');
    expect(lines[0]).toBe('http://localhost:5173 wants you to sign in with your Ethereum account:');
    expect(lines.slice(5, 8)).toEqual(['URI: http://localhost:5173', 'Version: 1', 'Chain ID: 1']);
    expect(lines[8]).toMatch(/^Nonce: [A-Za-z0-9]{8,}$/);
  });

  it('without an Origin (a server-side caller) the message names the emulator itself', async () => {
    const message = parseSiweMessage((await start(eth.address, 'ethereum')).body.challenge as string);
    expect(`${message.scheme}://${message.domain}`).toBe(h.emulator.url);
    expect(message.uri).toBe(h.emulator.url);
  });

  it('an Origin the project does not trust gets no challenge', async () => {
    const answer = await start(eth.address, 'ethereum', 'https://phishing.example');
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe('invalid_domain');
  });

  it('a Solana challenge has the same fields (Sign-In with Solana), on mainnet', async () => {
    const text = (await start(solAddress, 'solana', 'http://127.0.0.1:4000')).body.challenge as string;
    const lines = text.split('\n');
    expect(lines[0]).toBe('127.0.0.1:4000 wants you to sign in with your Solana account:');
    expect(lines[1]).toBe(solAddress);
    expect(lines.slice(5, 8)).toEqual(['URI: http://127.0.0.1:4000', 'Version: 1', 'Chain ID: mainnet']);
    expect(lines[8]).toMatch(/^Nonce: [A-Za-z0-9]{8,}$/);
    expect(lines[9]).toMatch(/^Issued At: \d{4}-\d\d-\d\dT/);
    expect(lines[10]).toMatch(/^Expiration Time: \d{4}-\d\d-\d\dT/);
  });
});
