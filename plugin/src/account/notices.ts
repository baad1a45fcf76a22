/**
 * What Better Auth's change-email does not tell: the owner of an address someone tried to move an
 * account to (it answers such a request as any other and mails nothing, so the request reveals no
 * account), and the old address once the new one is confirmed.
 */
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { AccountMessage } from './index';

const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');

/** The claims of Better Auth's email-verification token; read after Better Auth verified it. */
function claimsOf(token: unknown): { email?: string; updateTo?: string; requestType?: string } | null {
  if (typeof token !== 'string') return null;
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { email?: string; updateTo?: string; requestType?: string };
  } catch {
    return null;
  }
}

/** Better Auth's answer was a success: JSON, or its redirect to the callback without an `error`. */
function succeeded(returned: unknown): boolean {
  // A thrown answer (its APIError, or better-call's redirect) carries a status code.
  const thrown = returned as { statusCode?: unknown; headers?: Headers } | null;
  if (thrown && typeof thrown.statusCode === 'number') return thrown.statusCode === 302 && !/[?&]error=/.test(thrown.headers?.get?.('location') ?? '');
  return !(returned instanceof Error);
}

export function noticeHooks(send: (message: AccountMessage) => unknown, projectName: string) {
  return {
    before: {
      matcher: (ctx: { path?: string }) => ctx.path === '/change-email',
      handler: createAuthMiddleware(async (ctx) => {
        const email = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
        if (typeof email !== 'string') return;
        const owner = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
        if (!owner) return;
        await send({
          to: owner.user.email,
          subject: `Someone tried to use this address on ${projectName}`,
          body: `Someone tried to add this address to another ${projectName} account. Nothing changed. Your account is as it was.`,
        });
      }),
    },
    after: {
      matcher: (ctx: { path?: string }) => ctx.path === '/verify-email',
      handler: createAuthMiddleware(async (ctx) => {
        const claims = claimsOf((ctx.query as { token?: unknown } | undefined)?.token);
        if (claims?.requestType !== 'change-email-verification' || !claims.email || !claims.updateTo) return;
        if (!succeeded(ctx.context.returned)) return;
        // The address moved: the new one has the account and the old one none.
        const [now, before] = await Promise.all([ctx.context.internalAdapter.findUserByEmail(claims.updateTo), ctx.context.internalAdapter.findUserByEmail(claims.email)]);
        if (!now || before) return;
        await send({
          to: claims.email,
          subject: `Your ${projectName} email address was changed`,
          body: `The email address of your ${projectName} account is now ${maskEmail(claims.updateTo)}. If you did not make this change, contact support at once.`,
        });
      }),
    },
  };
}

/** Better Auth's delete-user removes the user and its sessions; its other rows (a password, connected accounts, passkeys, second factors) go with it here. */
export const deletionHooks = (() => {
  const deleting = new WeakMap<object, string>();
  const key = (ctx: { request?: Request | undefined; body?: unknown }) => ctx.request ?? (ctx.body as object | undefined);
  return {
    before: {
      matcher: (ctx: { path?: string }) => ctx.path === '/delete-user',
      handler: createAuthMiddleware(async (ctx) => {
        const session = await getSessionFromCtx(ctx).catch(() => null);
        const at = key(ctx);
        if (session && at) deleting.set(at, session.user.id);
      }),
    },
    after: {
      matcher: (ctx: { path?: string }) => ctx.path === '/delete-user',
      handler: createAuthMiddleware(async (ctx) => {
        const at = key(ctx);
        const userId = at ? deleting.get(at) : undefined;
        if (!userId || ctx.context.returned instanceof Error) return;
        if (await ctx.context.internalAdapter.findUserById(userId)) return; // not deleted (a mailed confirmation)
        await ctx.context.internalAdapter.deleteAccounts(userId);
        for (const model of ['passkey', 'twoFactor']) {
          try {
            await ctx.context.adapter.deleteMany({ model, where: [{ field: 'userId', value: userId }] });
          } catch {
            // that plugin is not installed
          }
        }
      }),
    },
  };
})();
