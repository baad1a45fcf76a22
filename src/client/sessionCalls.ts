/** SPEC §7 session revoke, attest and refresh: downloaded with the first of them, and the session manager. */
import { AuthClientError, type AuthClient, type AuthResponse } from './types';
import type { CallContext } from './callContext';
import type { Requester } from './request';
import type { SessionReader } from './sessionReader';
import type { BrowserSessionManager } from './sessionManager';

/** A refresh that fails with one of these means the session is gone for good (SPEC §4 startup). */
const SESSION_GONE = new Set(['session_not_found', 'invalid_session_token', 'user_unauthenticated']);

export const isSessionGone = (error: unknown) =>
  error instanceof AuthClientError && error.status_code === 401 && SESSION_GONE.has(error.error_type);

type SessionCalls = Pick<AuthClient['session'], 'revoke' | 'attest' | 'authenticate'>;

export function createSessionCalls(args: {
  ctx: CallContext;
  request: Requester;
  reader: SessionReader;
  sessions: () => Promise<BrowserSessionManager>;
}): SessionCalls {
  const { ctx, request, reader } = args;
  const destroy = async () => (await args.sessions()).destroy();
  // A refresh still in flight when the session is revoked (the startup one, above all) would store
  // the session again once it answers: revoking waits for it to settle first.
  let refreshing: Promise<unknown> = Promise.resolve();
  return {
    async revoke({ forceClear = false } = {}) {
      await refreshing;
      // Nothing to revoke on the server without a token; just make sure nothing is left here.
      if (!reader.getTokens()) return destroy();
      try {
        await request('POST', '/v1/sessions/revoke', { withSession: true });
      } catch (error) {
        if (forceClear || isSessionGone(error)) await destroy();
        throw error;
      }
      await destroy();
    },
    attest: (body) => ctx.authenticate('POST', '/v1/sessions/attest', { body, withSession: true }),
    authenticate(refresh = {}) {
      const call = (async () => {
        try {
          return await ctx.authenticate<AuthResponse>('POST', '/v1/sessions/authenticate', { body: refresh, withSession: true });
        } catch (error) {
          // SPEC §4: a session the server no longer knows is destroyed; other failures (offline) keep
          // it, so a flaky network does not log anyone out.
          if (isSessionGone(error)) await destroy();
          throw error;
        }
      })();
      refreshing = call.catch(() => undefined);
      return call;
    },
  };
}
