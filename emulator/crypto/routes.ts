/** Crypto wallet sign-in (SPEC §7 cryptoWallets.authenticateStart / authenticate). */
import { z } from 'zod';
import type { EmulatorContext, RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import { isProjectOrigin } from '../core/origins';
import * as field from '../core/schemas';
import { CHALLENGE_MINUTES, findOrCreateWalletUser, pendingChallenge, saveChallenge, spendChallenge } from './store';
import { displayAddress, normalizeAddress, signInMessage, signInNonce, verifyWalletSignature, type WalletType } from './verify';

const walletType = z.enum(['ethereum', 'solana']);
const address = z.string().trim().min(1).max(128);

const start = z.object({ crypto_wallet_address: address, crypto_wallet_type: walletType });
const authenticate = z.object({
  crypto_wallet_address: address,
  crypto_wallet_type: walletType,
  signature: z.string().trim().min(1).max(512),
  session_duration_minutes: field.sessionDurationMinutes,
});

function walletAddress(type: WalletType, raw: string): string {
  const normalized = normalizeAddress(type, raw);
  if (!normalized) {
    throw new ApiError(400, 'invalid_crypto_wallet_address', `${raw} is not a valid ${type} wallet address.`);
  }
  return normalized;
}

/**
 * The page the sign-in message names (EIP-4361 domain and URI): the request's Origin when the
 * project trusts it. No Origin is a server-side caller: the emulator's own origin, as for passkeys.
 * An Origin it does not trust gets no challenge rather than one naming another site.
 */
function callingOrigin(origin: string | undefined, ctx: EmulatorContext): string {
  if (origin === undefined) return ctx.origin;
  if (!isProjectOrigin(ctx.config.allowed_origins, origin)) {
    throw new ApiError(400, 'invalid_domain', `Origin ${origin} is not an allowed origin for this project.`);
  }
  return origin;
}

export const register: RouteModule = (app, ctx) => {
  app.post('/v1/crypto_wallets/authenticate/start', async (c) => {
    const body = await parseBody(c, start);
    const stored = walletAddress(body.crypto_wallet_type, body.crypto_wallet_address);
    const origin = callingOrigin(c.req.header('Origin'), ctx);
    const issuedAt = ctx.now();
    const expiresAt = new Date(issuedAt.getTime() + CHALLENGE_MINUTES * 60_000);
    const challenge = signInMessage({
      type: body.crypto_wallet_type,
      address: displayAddress(body.crypto_wallet_type, stored),
      origin,
      projectName: ctx.config.project_name,
      nonce: signInNonce(),
      issuedAt,
      expiresAt,
    });
    saveChallenge(ctx, body.crypto_wallet_type, stored, origin, challenge, expiresAt.getTime());
    return ok(c, { challenge });
  });

  app.post('/v1/crypto_wallets/authenticate', async (c) => {
    const body = await parseBody(c, authenticate);
    const type = body.crypto_wallet_type;
    const stored = walletAddress(type, body.crypto_wallet_address);
    // Only the page the message names (its domain and URI) may finish the sign-in.
    const pending = pendingChallenge(ctx, type, stored, callingOrigin(c.req.header('Origin'), ctx));
    if (!pending) {
      throw new ApiError(401, 'invalid_signature', 'No sign-in challenge is pending for this wallet on this page (it expired, was used, or names another site). Start again.');
    }
    // One challenge, one signature check: junk cannot make the emulator verify against many.
    const valid = await verifyWalletSignature(type, stored, pending.message, body.signature);
    if (!valid || !spendChallenge(ctx, pending.challenge_id)) {
      throw new ApiError(401, 'invalid_signature', 'The signature does not match the wallet address and its sign-in challenge.');
    }
    const { userId } = findOrCreateWalletUser(ctx, type, stored);
    const auth = await ctx.sessions.signIn(userId, { type: 'crypto_wallet', delivery_method: `crypto_wallet_${type}` }, body.session_duration_minutes);
    return ok(c, auth);
  });
};
