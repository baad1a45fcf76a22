/**
 * A TOTP code is single use (NIST SP 800-63B §5.1.4.2 and §5.1.5.2: the verifier accepts a given
 * time-based OTP only once during its validity period). Better Auth's twoFactor plugin accepts the
 * same code again for as long as its step and the one either side of it last; this refuses a code
 * the same user already passed, until every step that could accept it has gone (the emulator's
 * rule too). A used code is kept as a digest in the verification table, so every instance of a
 * server sharing the database sees it; two requests at once with one code are told apart in the
 * process, and across instances by secondaryStorage's atomic increment when there is one.
 */
import { createHash } from 'node:crypto';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';

const VERIFY_TOTP = '/two-factor/verify-totp';
/** The plugin's challenge cookie (better-auth/plugins/two-factor constant.ts). */
const TWO_FACTOR_COOKIE = 'two_factor';
/** Better Auth's default period (30 s) and window (one step either side): the longest a code is accepted, with room. */
const KEEP_MS = 4 * 30_000;

type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose code this is: the signed-in user (enabling TOTP), else the pending sign-in's challenge. */
async function userIdOf(ctx: HookCtx): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const identifier = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge && challenge.expiresAt > new Date() ? challenge.value : null;
}

const usedKey = (userId: string, code: string) => `portico-totp-used-${createHash('sha256').update(`${userId}\n${code}`).digest('base64url')}`;

/** Codes being checked in this process: two concurrent requests with one code cannot both pass here. */
const inFlight = new Set<string>();
/** The claim each request made, for its after hook (the challenge may be gone by then). */
const claims = new WeakMap<Request, string>();

export const totpReplayHooks = {
  before: {
    matcher: (ctx: { path?: string }) => ctx.path === VERIFY_TOTP,
    handler: createAuthMiddleware(async (ctx) => {
      const code = typeof (ctx.body as { code?: unknown } | undefined)?.code === 'string' ? (ctx.body as { code: string }).code.trim() : null;
      if (!code) return;
      const userId = await userIdOf(ctx);
      if (!userId) return; // the plugin answers INVALID_TWO_FACTOR_COOKIE itself
      const key = usedKey(userId, code);
      // With secondaryStorage (Redis), one atomic increment claims the code across instances.
      const storage = ctx.context.secondaryStorage;
      const claimedElsewhere = storage?.increment ? (await storage.increment(key, KEEP_MS / 1000)) > 1 : false;
      const used = await ctx.context.internalAdapter.findVerificationValue(key);
      if (claimedElsewhere || inFlight.has(key) || (used && used.expiresAt > new Date())) {
        // The plugin's own code for a wrong code: a replay tells the caller nothing more.
        throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });
      }
      inFlight.add(key);
      if (ctx.request) claims.set(ctx.request, key);
      setTimeout(() => inFlight.delete(key), KEEP_MS).unref();
      await ctx.context.internalAdapter.createVerificationValue({ identifier: key, value: userId, expiresAt: new Date(Date.now() + KEEP_MS) });
    }),
  },
  after: {
    matcher: (ctx: { path?: string }) => ctx.path === VERIFY_TOTP,
    handler: createAuthMiddleware(async (ctx) => {
      const code = typeof (ctx.body as { code?: unknown } | undefined)?.code === 'string' ? (ctx.body as { code: string }).code.trim() : null;
      if (!code || !(ctx.context.returned instanceof APIError)) return;
      // Refused (a wrong code, a locked challenge): the code was not used, so it may still be typed.
      // A passed code keeps its record; the challenge it answered is spent, so the user is read again.
      const claimed = ctx.request ? claims.get(ctx.request) : undefined;
      const userId = claimed ? null : await userIdOf(ctx);
      const key = claimed ?? (userId ? usedKey(userId, code) : null);
      if (!key) return;
      inFlight.delete(key);
      const storage = ctx.context.secondaryStorage;
      if (storage) await Promise.resolve(storage.delete(key)).catch(() => undefined);
      await ctx.context.internalAdapter.deleteVerificationByIdentifier(key).catch(() => undefined);
    }),
  },
};
