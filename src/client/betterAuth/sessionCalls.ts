/**
 * The Better Auth client's session calls beyond reading it (sign-out, a fresh check, the user with
 * their passkeys): Main never makes them, so they download with the first one.
 */
import { AuthClientError } from '../AuthClientError';
import type { AuthClient, AuthResponse, User, WebAuthnRegistration } from '../types';
import type { CookieSession } from './cookieSession';
import type { BetterAuthPasskey, BetterAuthUser } from './mapping';
import type { BetterAuthRequester } from './request';
import { writeSessionJwtCookie } from './sessionJwtCookie';

export interface SessionCalls {
  session: Pick<AuthClient['session'], 'revoke' | 'attest' | 'authenticate'>;
  user: AuthClient['user'];
}

/** As the emulator names a passkey its server left unnamed: "Passkey" and the day it was made. */
function defaultPasskeyName(createdAt: string | undefined): string {
  const day = new Date(createdAt ?? Date.now()).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `Passkey (${day})`;
}

export function toRegistrations(passkeys: readonly BetterAuthPasskey[]): WebAuthnRegistration[] {
  return passkeys.map((p) => ({
    webauthn_registration_id: p.id,
    name: p.name || defaultPasskeyName(p.createdAt),
    verified: true,
    authenticator_type: p.deviceType === 'multiDevice' ? 'platform' : 'cross-platform',
  }));
}

/**
 * `toUser` is the entry's own (./mapping.ts): a module this chunk imported from the entry would be
 * pulled into this chunk by the build's chunking, and the entry would import it back from here.
 */
export function createSessionCalls(
  request: BetterAuthRequester,
  refresh: () => Promise<AuthResponse | null>,
  cookieSession: Pick<CookieSession, 'set'>,
  toUser: (user: BetterAuthUser) => User,
): SessionCalls {
  return {
    session: {
      async revoke({ forceClear = false } = {}) {
        try {
          await request('POST', '/sign-out', { body: {}, call: 'session' });
        } catch (error) {
          if (forceClear) cookieSession.set(null);
          throw error;
        }
        cookieSession.set(null);
        writeSessionJwtCookie(null);
      },
      attest: () =>
        Promise.reject(
          new AuthClientError({ status_code: 0, error_type: 'unsupported_by_backend', error_message: 'Session attestation is not served by the Better Auth client.' }),
        ),
      async authenticate() {
        const answer = await refresh();
        if (!answer) throw new AuthClientError({ status_code: 401, error_type: 'session_not_found', error_message: 'Session not found.' });
        return answer;
      },
    },
    user: {
      async get() {
        const answer = await request<{ user: BetterAuthUser } | null>('GET', '/get-session', { call: 'session' });
        if (!answer?.user) throw new AuthClientError({ status_code: 401, error_type: 'user_unauthenticated', error_message: 'Must have an active session to call this method. Have you logged in yet?' });
        const passkeys = await request<BetterAuthPasskey[]>('GET', '/passkey/list-user-passkeys', { call: 'passkey' }).catch(() => []);
        return { ...toUser(answer.user), webauthn_registrations: toRegistrations(passkeys) };
      },
    },
  };
}
