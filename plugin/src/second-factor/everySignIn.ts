/**
 * A person with a second factor passes it after every sign-in, not only after a password. Better
 * Auth's twoFactor plugin turns a new session into its challenge (the `two_factor` cookie) in an
 * after hook that matches its password sign-ins only; here the same hook of the same plugin runs
 * on the other sign-ins (SIGN_INS), so its challenge, trusted devices and attempts stay its own.
 * Each challenge begun here notes what its first factor proved, and a code sent to that same inbox
 * or phone is refused as the second (authenticators.ts). A passkey sign-in is left alone: the
 * device and its user verification are two factors already (the emulator's rule too).
 */
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { porticoError } from '../error-codes';
import {
  RESETS,
  SIGN_INS,
  TWO_FACTOR_COOKIE,
  challengeSet,
  channelProves,
  clearPasswordOrigin,
  markPasswordOrigin,
  pendingChallenge,
  recordFirstFactor,
  type HookCtx,
} from './authenticators';
import type { SecondFactorChannel } from './index';

const SEND_OTP = '/two-factor/send-otp';
const VERIFY_OTP = '/two-factor/verify-otp';
const VERIFIED = ['/two-factor/verify-totp', '/two-factor/verify-backup-code', VERIFY_OTP];

type AfterHook = { matcher(ctx: { path?: string }): boolean; handler(ctx: unknown): Promise<{ headers?: Headers | null; response?: unknown } | unknown> };

/** twoFactor's own after hook: the one matching its password sign-in. */
function twoFactorHook(ctx: HookCtx): AfterHook | undefined {
  const plugin = ctx.context.getPlugin('two-factor') as { hooks?: { after?: AfterHook[] } } | null;
  return plugin?.hooks?.after?.find((hook) => hook.matcher({ path: '/sign-in/email' }));
}

const isRedirect = (returned: unknown) => returned instanceof APIError && returned.statusCode >= 300 && returned.statusCode < 400;
const failed = (returned: unknown) => returned instanceof APIError;
const stringField = (body: unknown, field: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : null;
};

/** The user a reset is for, read before the reset spends its token or code. */
async function resetUser(ctx: HookCtx): Promise<string | null> {
  if (ctx.path === '/reset-password') {
    const token = stringField(ctx.body, 'token') ?? stringField(ctx.query, 'token');
    const row = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
    return row?.value ?? null;
  }
  if (ctx.path === '/email-otp/reset-password') {
    const email = stringField(ctx.body, 'email');
    return email ? ((await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase()))?.user.id ?? null) : null;
  }
  const phoneNumber = stringField(ctx.body, 'phoneNumber');
  const user = phoneNumber
    ? await ctx.context.adapter.findOne<{ id: string }>({ model: 'user', where: [{ field: 'phoneNumber', value: phoneNumber }] })
    : null;
  return user?.id ?? null;
}

export function everySignInHooks(channel: SecondFactorChannel) {
  /** Resets in flight: the user each token or code is for, until the reset answers. */
  const resetting = new WeakMap<object, string>();
  /** Password sign-ins being finished with a password from a reset: the user whose password a pass makes their own. */
  const passing = new WeakMap<object, string>();
  const keyOf = (ctx: HookCtx) => ctx.request ?? ctx.headers ?? ctx.body ?? {};

  /** Refuses a code by the first factor's own inbox or phone as the second. */
  const sameAuthenticator = createAuthMiddleware(async (ctx) => {
    if (await getSessionFromCtx(ctx).catch(() => null)) return; // a signed-in user's own check, not a sign-in
    const pending = await pendingChallenge(ctx);
    if (!pending) return; // the plugin answers INVALID_TWO_FACTOR_COOKIE itself
    const user = await ctx.context.internalAdapter.findUserById(pending.userId);
    if (user && channelProves(channel(user)) === pending.proved) throw porticoError('FORBIDDEN', 'SAME_AUTHENTICATOR');
  });

  return {
    before: [
      { matcher: (ctx: { path?: string }) => ctx.path === SEND_OTP || ctx.path === VERIFY_OTP, handler: sameAuthenticator },
      {
        matcher: (ctx: { path?: string }) => ctx.path !== undefined && ctx.path in RESETS,
        handler: createAuthMiddleware(async (ctx) => {
          const userId = await resetUser(ctx);
          if (userId) resetting.set(keyOf(ctx), userId);
        }),
      },
      {
        matcher: (ctx: { path?: string }) => ctx.path !== undefined && VERIFIED.includes(ctx.path),
        handler: createAuthMiddleware(async (ctx) => {
          const pending = await pendingChallenge(ctx);
          if (pending?.byPassword && pending.proved !== 'password') passing.set(keyOf(ctx), pending.userId);
        }),
      },
    ],
    after: [
      {
        matcher: (ctx: { path?: string }) => ctx.path !== undefined && ctx.path in SIGN_INS,
        handler: createAuthMiddleware(async (ctx) => {
          const hook = twoFactorHook(ctx);
          if (!hook || !ctx.context.newSession?.user) return;
          const returned = ctx.context.returned;
          const answer = (await hook.handler({ ...ctx, returnHeaders: true })) as { headers?: Headers | null; response?: unknown };
          const cookieName = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
          const challenge = challengeSet(answer.headers, cookieName);
          for (const cookie of answer.headers?.getSetCookie() ?? []) ctx.responseHeaders?.append('set-cookie', cookie);
          if (!challenge) return; // a trusted device, or no second factor: the session stands
          const row = await ctx.context.internalAdapter.findVerificationValue(challenge);
          try {
            await recordFirstFactor(ctx, challenge, SIGN_INS[ctx.path!]!, row ? new Date(row.expiresAt) : new Date(Date.now() + 600_000));
          } catch (error) {
            // A challenge without its note would read as a password's: none at all, then.
            await ctx.context.internalAdapter.deleteVerificationByIdentifier(challenge).catch(() => undefined);
            throw error;
          }
          // A redirect (a provider's way back, a magic link opened at the server) goes on without its
          // session; the page it reaches finds the challenge (GET /portico/second-factor/options).
          if (isRedirect(returned)) return;
          const said = answer.response as { twoFactorMethods?: string[] };
          const user = row ? await ctx.context.internalAdapter.findUserById(row.value) : null;
          const otpAllowed = !user || channelProves(channel(user)) !== SIGN_INS[ctx.path!];
          return ctx.json({ twoFactorRedirect: true, twoFactorMethods: (said.twoFactorMethods ?? []).filter((m) => m !== 'otp' || otpAllowed) });
        }),
      },
      {
        matcher: (ctx: { path?: string }) => ctx.path !== undefined && ctx.path in RESETS,
        handler: createAuthMiddleware(async (ctx) => {
          const key = keyOf(ctx);
          const userId = resetting.get(key);
          resetting.delete(key);
          if (userId && !failed(ctx.context.returned)) await markPasswordOrigin(ctx, userId, RESETS[ctx.path!]!);
        }),
      },
      {
        // A password's sign-in finished with another factor: the password is the person's own again.
        matcher: (ctx: { path?: string }) => ctx.path !== undefined && VERIFIED.includes(ctx.path),
        handler: createAuthMiddleware(async (ctx) => {
          const key = keyOf(ctx);
          const userId = passing.get(key);
          passing.delete(key);
          if (userId && !failed(ctx.context.returned) && ctx.context.newSession) await clearPasswordOrigin(ctx, userId);
        }),
      },
    ],
  };
}
