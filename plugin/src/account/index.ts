/**
 * The account center on Better Auth (docs/account.md): what `portico({ account })` adds to Better
 * Auth's own account endpoints (update-user, change-email, change-password, list-sessions,
 * revoke-session, revoke-other-sessions, link-social, unlink-account, delete-user), which the
 * widget calls directly:
 * - GET /portico/account, the overview (overview.ts);
 * - the step-up, which Better Auth has no call for (step-up.ts), and freshness on the changes Better
 *   Auth lets a stale session make: a new address, the second factors, the phone number (freshness.ts);
 * - a route for a first password (Better Auth's setPassword is server-only) (set-password.ts);
 * - mails Better Auth does not send: the old address told of a change, an address's owner told of
 *   an attempt to use it (notices.ts); and a deleted user's other rows removed;
 * - where a session signed in, from a trusted edge's headers (`placeHeaders`).
 * It also turns on, unless the host set them, what the center needs: change-email with a link to
 * the new address, delete-user, and linking a provider account whose address differs.
 */
import type { BetterAuthOptions } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { createLockouts } from '../lockout';
import type { SecondFactorChannel } from '../second-factor';
import { ACCOUNT_ERROR_CODES } from './error-codes';
import { freshnessHook } from './freshness';
import { deletionHooks, noticeHooks } from './notices';
import { overviewEndpoint } from './overview';
import { setPasswordEndpoint } from './set-password';
import { stepUpEndpoints, stepUpHooks } from './step-up';

export { ACCOUNT_ERROR_CODES, type AccountErrorCode } from './error-codes';

/** A mail the account center sends: a link to confirm a new address, a notice, a step-up code. */
export interface AccountMessage {
  to: string;
  subject: string;
  body: string;
  link?: string;
  code?: string;
}

export interface AccountOptions {
  /** Delivers the account center's mails (the host's SMTP or outbox). */
  send(message: AccountMessage): unknown;
  /**
   * Request headers a trusted edge sets with where a browser is (`cf-ipcity`, `x-vercel-ip-city`),
   * read in order when a session starts and shown in the sessions list. Adds the session field
   * `porticoPlace` (run Better Auth's migration). @defaultValue none: no place is shown
   */
  placeHeaders?: string[];
}

interface Deps {
  projectName: string;
  enforceStrength: (password: string, email: string | undefined) => void;
  lockouts: ReturnType<typeof createLockouts> | null;
  channel?: SecondFactorChannel;
}

/** The place a trusted edge says a request came from (the first header set), or null. */
function placeOf(headers: Headers | undefined, names: readonly string[]): string | null {
  for (const name of names) {
    const value = headers?.get(name)?.trim();
    if (!value) continue;
    let decoded = value;
    try {
      decoded = decodeURIComponent(value); // Vercel's city header is URL-encoded
    } catch {
      // kept as sent
    }
    return decoded.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 100) || null;
  }
  return null;
}

/** A changed password meets the sign-up's policy too (SPEC §2 strength rules). */
const changePasswordStrength = (enforce: Deps['enforceStrength']) => ({
  matcher: (ctx: { path?: string }) => ctx.path === '/change-password',
  handler: createAuthMiddleware(async (ctx) => {
    const password = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
    if (typeof password !== 'string') return;
    const session = await getSessionFromCtx(ctx).catch(() => null);
    enforce(password, session?.user.email);
  }),
});

export function accountFeature(options: AccountOptions, deps: Deps) {
  const notices = noticeHooks((message) => options.send(message), deps.projectName);
  const places = options.placeHeaders?.length ? options.placeHeaders : null;
  return {
    endpoints: {
      ...overviewEndpoint(true),
      ...stepUpEndpoints((message) => options.send(message), deps.lockouts, deps.channel),
      ...setPasswordEndpoint((password, email) => deps.enforceStrength(password, email)),
    },
    before: [freshnessHook, changePasswordStrength(deps.enforceStrength), notices.before, deletionHooks.before],
    after: [stepUpHooks.after, notices.after, deletionHooks.after],
    schema: places ? { session: { fields: { porticoPlace: { type: 'string' as const, required: false, input: false } } } } : {},
    errorCodes: ACCOUNT_ERROR_CODES,
    /** Defaults for what the center needs; the host's own settings win (Better Auth merges them under). */
    options: {
      user: { changeEmail: { enabled: true }, deleteUser: { enabled: true } },
      emailVerification: {
        sendVerificationEmail: async ({ user, url }: { user: { email: string }; url: string }) => {
          await options.send({ to: user.email, subject: `Confirm your email address for ${deps.projectName}`, body: `Open this link to confirm this address for your ${deps.projectName} account: ${url}`, link: url });
        },
      },
      account: { accountLinking: { allowDifferentEmails: true } },
      ...(places && {
        databaseHooks: {
          session: {
            create: {
              before: async (session: Record<string, unknown>, ctx: { headers?: Headers; request?: Request } | null) => ({
                data: { ...session, porticoPlace: placeOf(ctx?.headers ?? ctx?.request?.headers, places) },
              }),
            },
          },
        },
      }),
    } satisfies Partial<BetterAuthOptions>,
  };
}
