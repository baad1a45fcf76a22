/**
 * Better Auth's freshAge, read the way its own freshSessionMiddleware reads it (the session's start):
 * the step-up (docs/account.md) gives a session a new start. portico() asks for it before the changes
 * Better Auth itself lets a stale session make: a new address, the second factors, a phone number.
 */
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { accountError } from './error-codes';

type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
interface SessionLike {
  createdAt: Date | string;
}

/** Seconds the session stays fresh (0: now stale); null when the host's freshAge is 0 (never asked). */
export function freshForSeconds(freshAge: number, session: SessionLike, now = Date.now()): number | null {
  if (freshAge === 0) return null;
  return Math.max(0, Math.floor((new Date(session.createdAt).getTime() + freshAge * 1000 - now) / 1000));
}

const FACTOR_CHANGES = new Set(['/two-factor/enable', '/two-factor/disable', '/two-factor/generate-backup-codes']);

/** The changes that need a fresh session here (others are Better Auth's own: unlink, list-sessions, delete). */
function needsFresh(ctx: HookCtx): boolean {
  const body = ctx.body as Record<string, unknown> | undefined;
  if (ctx.path === '/change-email' || FACTOR_CHANGES.has(ctx.path ?? '')) return true;
  // The phone number (the text-message second factor): replaced by a code, or removed.
  if (ctx.path === '/phone-number/verify') return body?.updatePhoneNumber === true;
  return ctx.path === '/update-user' && body !== undefined && 'phoneNumber' in body;
}

export const freshnessHook = {
  matcher: (ctx: { path?: string }) =>
    ctx.path === '/change-email' || ctx.path === '/phone-number/verify' || ctx.path === '/update-user' || FACTOR_CHANGES.has(ctx.path ?? ''),
  handler: createAuthMiddleware(async (ctx) => {
    if (!needsFresh(ctx)) return;
    const session = await getSessionFromCtx(ctx);
    if (!session) return; // the endpoint refuses a request without a session itself
    if (freshForSeconds(ctx.context.sessionConfig.freshAge, session.session) === 0) throw accountError('FORBIDDEN', 'SESSION_NOT_FRESH');
  }),
};
