/**
 * The SIWE rows of the Better Auth error table, against Better Auth's real siwe plugin (the dev
 * server's set-up, in process): each refusal a person can meet answers its code, and the client's
 * table turns it into the error_type the emulator answers for the same refusal (invalid_signature).
 * A sign-in with everything right goes through first, so the refusals are not the set-up's fault.
 */
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { errorTypeFor } from '../../src/client/betterAuth/errorTypes';
import { ORIGIN, devAuth } from './harness';

const wallet = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());

type Server = Awaited<ReturnType<typeof devAuth>>;

async function freshNonce(server: Server): Promise<string> {
  const { status, json } = await server.call('POST', '/siwe/nonce', {});
  expect(status).toBe(200);
  return json.nonce as string;
}

/** The message the client writes (src/client/betterAuth/walletCalls.ts), with one thing changed. */
function message(nonce: string, change: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  const issuedAt = new Date();
  return createSiweMessage({
    domain: new URL(ORIGIN).host,
    address: wallet.address,
    statement: 'Sign in with Ethereum.',
    uri: ORIGIN,
    version: '1',
    chainId: 1,
    nonce,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + 5 * 60_000),
    ...change,
  });
}

async function verify(server: Server, text: string, signer = wallet) {
  const signature: Hex = await signer.signMessage({ message: text });
  const { status, json } = await server.call('POST', '/siwe/verify', { message: text, signature });
  return { status, code: json?.code as string | undefined, errorType: status >= 400 ? errorTypeFor(json?.code, status, 'wallet') : null };
}

describe('Sign-in with Ethereum refusals on Better Auth → the spec error types', () => {
  it('the right message, signed by the wallet, signs in', async () => {
    const server = await devAuth();
    const answer = await verify(server, message(await freshNonce(server)));
    expect(answer.status).toBe(200);
  });

  it('a nonce the server never gave, or one already used: UNAUTHORIZED_INVALID_OR_EXPIRED_NONCE → invalid_signature', async () => {
    const server = await devAuth();
    expect(await verify(server, message('abcdef0123456789abcdef0123456789'))).toEqual({
      status: 401,
      code: 'UNAUTHORIZED_INVALID_OR_EXPIRED_NONCE',
      errorType: 'invalid_signature',
    });
    const used = message(await freshNonce(server));
    expect((await verify(server, used)).status).toBe(200);
    expect(await verify(server, used)).toMatchObject({ code: 'UNAUTHORIZED_INVALID_OR_EXPIRED_NONCE', errorType: 'invalid_signature' });
  });

  it('an expired message: UNAUTHORIZED_SIWE_MESSAGE_EXPIRED → invalid_signature', async () => {
    const server = await devAuth();
    const past = new Date(Date.now() - 60 * 60_000);
    const text = message(await freshNonce(server), { issuedAt: past, expirationTime: new Date(past.getTime() + 5 * 60_000) });
    expect(await verify(server, text)).toEqual({ status: 401, code: 'UNAUTHORIZED_SIWE_MESSAGE_EXPIRED', errorType: 'invalid_signature' });
  });

  it('a message naming another domain: UNAUTHORIZED_SIWE_MESSAGE_MISMATCH → invalid_signature', async () => {
    const server = await devAuth();
    const text = message(await freshNonce(server), { domain: 'attacker.example' });
    expect(await verify(server, text)).toEqual({ status: 401, code: 'UNAUTHORIZED_SIWE_MESSAGE_MISMATCH', errorType: 'invalid_signature' });
  });

  it('a signature by another wallet: a 401 → invalid_signature', async () => {
    const server = await devAuth();
    const answer = await verify(server, message(await freshNonce(server)), stranger);
    expect(answer).toMatchObject({ status: 401, errorType: 'invalid_signature' });
  });
});
