/**
 * Solana wallet sign-in, which Better Auth lacks: a nonce-bearing sign-in message (the
 * same fields as Sign-In with Ethereum, CAIP-122) that the wallet signs with ed25519. The checks
 * are the emulator's (emulator/wallets): the message names the calling page (domain and URI, a
 * trusted origin), its nonce is spent once (Better Auth's atomic consumeVerificationValue), and it
 * expires after 5 minutes. The signature is checked with tweetnacl, the address decoded with bs58.
 */
import { randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import * as z from 'zod';
import { porticoError } from '../error-codes';

/** A challenge lives 5 minutes, as the emulator's (protocol: cryptoWallets.authenticateStart). */
const CHALLENGE_MS = 5 * 60_000;
const PREFIX = 'portico-solana:';
const address = z.string().trim().min(1).max(64);

/** The canonical base58 of a 32-byte ed25519 public key, or null. */
function solanaAddress(raw: string): string | null {
  try {
    const bytes = bs58.decode(raw);
    return bytes.length === 32 ? bs58.encode(bytes) : null;
  } catch {
    return null;
  }
}

const invalidAddress = (raw: string) => porticoError('BAD_REQUEST', 'INVALID_CRYPTO_WALLET_ADDRESS', `${raw} is not a valid solana wallet address.`);
const invalidSignature = (why: string) => porticoError('UNAUTHORIZED', 'INVALID_SIGNATURE', why);

export function solanaEndpoints(projectName: string) {
  return {
    porticoSolanaStart: createAuthEndpoint(
      '/portico/solana/start',
      { method: 'POST', body: z.object({ address }), requireRequest: true },
      async (ctx) => {
        const wallet = solanaAddress(ctx.body.address);
        if (!wallet) throw invalidAddress(ctx.body.address);
        const origin = ctx.request?.headers.get('origin') ?? '';
        if (!origin || !ctx.context.isTrustedOrigin(origin)) throw porticoError('BAD_REQUEST', 'INVALID_DOMAIN', `Origin ${origin || '(none)'} is not a trusted origin.`);
        const url = new URL(origin);
        const nonce = randomBytes(16).toString('hex');
        const issuedAt = new Date();
        const expiresAt = new Date(issuedAt.getTime() + CHALLENGE_MS);
        const message = [
          `${url.host} wants you to sign in with your Solana account:`,
          wallet,
          '',
          `Sign in to ${projectName.replace(/\s+/g, ' ').trim()}.`,
          '',
          `URI: ${url.origin}`,
          'Version: 1',
          'Chain ID: mainnet',
          `Nonce: ${nonce}`,
          `Issued At: ${issuedAt.toISOString()}`,
          `Expiration Time: ${expiresAt.toISOString()}`,
        ].join('\n');
        // One identifier per wallet and page: a newer start replaces the page's older challenge.
        const identifier = `${PREFIX}${wallet}:${url.origin}`;
        await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifier).catch(() => undefined);
        await ctx.context.internalAdapter.createVerificationValue({ identifier, value: message, expiresAt });
        return ctx.json({ message });
      },
    ),
    porticoSolanaVerify: createAuthEndpoint(
      '/portico/solana/verify',
      { method: 'POST', body: z.object({ address, signature: z.string().trim().min(1).max(256) }), requireRequest: true },
      async (ctx) => {
        const wallet = solanaAddress(ctx.body.address);
        if (!wallet) throw invalidAddress(ctx.body.address);
        const origin = ctx.request?.headers.get('origin') ?? '';
        if (!origin || !ctx.context.isTrustedOrigin(origin)) throw porticoError('BAD_REQUEST', 'INVALID_DOMAIN', `Origin ${origin || '(none)'} is not a trusted origin.`);
        const identifier = `${PREFIX}${wallet}:${new URL(origin).origin}`;
        // Spent before the signature is checked: a challenge is tried once, right or wrong.
        const pending = await ctx.context.internalAdapter.consumeVerificationValue(identifier);
        if (!pending || new Date(pending.expiresAt).getTime() <= Date.now()) {
          throw invalidSignature('No sign-in challenge is pending for this wallet on this page (it expired, was used, or names another site). Start again.');
        }
        let valid = false;
        try {
          const signature = bs58.decode(ctx.body.signature);
          valid = signature.length === nacl.sign.signatureLength && nacl.sign.detached.verify(new TextEncoder().encode(pending.value), signature, bs58.decode(wallet));
        } catch {
          valid = false;
        }
        if (!valid) throw invalidSignature('The signature does not match the wallet address and its sign-in challenge.');

        const adapter = ctx.context.internalAdapter;
        const account = await adapter.findAccountByKey({ providerId: 'solana', accountId: wallet });
        let user = account ? await adapter.findUserById(account.userId) : null;
        if (!user) {
          // Better Auth needs an email; the reserved .invalid domain is never shown as the person's.
          user = await adapter.createUser({ name: wallet, email: `${wallet.toLowerCase()}@solana.invalid`, emailVerified: false }, ctx);
          await adapter.createAccount({ userId: user.id, providerId: 'solana', accountId: wallet });
        }
        const session = await adapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ user: { id: user.id } });
      },
    ),
  };
}
