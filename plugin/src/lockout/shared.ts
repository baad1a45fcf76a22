/**
 * The per-account lockout (SPEC: 10 wrong passwords in a row → 15 minutes) on Better Auth's
 * secondaryStorage (Redis), for several instances: the attempt is counted by one atomic INCR when
 * it is admitted, before the password is checked, so guesses spread over instances, or sent at
 * once, cannot exceed the limit. Used instead of portico()'s database lockout when REDIS_URL is set.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { porticoError } from '../error-codes';

const SIGN_IN = '/sign-in/email';
const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};

export function sharedLockout(options: { maxFailures: number; lockMinutes: number }) {
  const ttl = Math.ceil(options.lockMinutes * 60);
  const count = (email: string) => `portico:lockout:count:${email}`;
  const locked = (email: string) => `portico:lockout:locked:${email}`;
  return {
    id: 'portico-shared-lockout',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN,
          handler: createAuthMiddleware(async (ctx) => {
            const storage = ctx.context.secondaryStorage;
            const email = emailOf(ctx.body);
            if (!storage || !email) return;
            if (await storage.get(locked(email))) throw porticoError('TOO_MANY_REQUESTS', 'ACCOUNT_LOCKED');
            const n = await storage.increment(count(email), ttl);
            if (n > options.maxFailures) throw porticoError('TOO_MANY_REQUESTS', 'ACCOUNT_LOCKED');
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN,
          handler: createAuthMiddleware(async (ctx) => {
            const storage = ctx.context.secondaryStorage;
            const email = emailOf(ctx.body);
            if (!storage || !email) return;
            const returned = ctx.context.returned;
            const failed = returned instanceof APIError;
            if (failed && (returned.body as { code?: string } | undefined)?.code === 'ACCOUNT_LOCKED') return;
            if (failed && returned.statusCode === 401) {
              const n = Number((await storage.get(count(email))) ?? 0);
              if (n >= options.maxFailures) await storage.set(locked(email), '1', ttl);
            } else if (!failed) await storage.delete(count(email));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
