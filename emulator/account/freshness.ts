/**
 * The step-up rule (docs/account.md): a sensitive change needs this session's last proof of who it
 * is (a sign-in or a step-up) to be at most `fresh_age_seconds` old, as Better Auth's freshAge.
 */
import type { AuthenticatedSession, EmulatorContext, SessionRecord } from '../context';
import { ApiError } from '../core/errors';

/** Seconds left before the session needs a step-up (0: now); null when the project asks for none. */
export function freshForSeconds(ctx: Pick<EmulatorContext, 'config' | 'now'>, session: SessionRecord): number | null {
  const window = ctx.config.fresh_age_seconds;
  if (window === 0) return null;
  const last = Math.max(0, ...session.authentication_factors.map((factor) => Date.parse(factor.last_authenticated_at) || 0));
  return Math.max(0, Math.floor((last + window * 1000 - ctx.now().getTime()) / 1000));
}

/** Throws 403 session_not_fresh when the session must step up first. */
export function requireFresh(ctx: Pick<EmulatorContext, 'config' | 'now'>, auth: AuthenticatedSession): void {
  if (freshForSeconds(ctx, auth.session) === 0) throw new ApiError(403, 'session_not_fresh');
}
