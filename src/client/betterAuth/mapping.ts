/** Better Auth's user and session JSON as the contract's User and Session (src/client/types.ts). */
import type { AuthResponse, Session, User } from '../types';

import type { BetterAuthRequester } from './request';
import { keepSessionJwt } from './sessionJwtCookie';
import type { SignedIn } from './productCalls';
import { AuthClientError } from '../AuthClientError';

export interface BetterAuthUser {
  id: string;
  email?: string | null;
  emailVerified?: boolean;
  name?: string | null;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
  createdAt?: string;
}

export interface BetterAuthSession {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

export interface BetterAuthPasskey {
  id: string;
  name?: string | null;
  deviceType?: string;
  createdAt?: string;
}

/**
 * A phone-only account needs an email in Better Auth (phoneNumber's getTempEmail); an address at
 * the reserved .invalid domain (RFC 2606) is never a real one, so it is not shown as the person's.
 */
export const isPlaceholderEmail = (email: string) => /\.invalid$/i.test(email);

/** The person as the session's user; their passkeys come with `user.get` (./sessionCalls.ts). */
export function toUser(user: BetterAuthUser): User {
  const [first = '', ...rest] = (user.name ?? '').split(' ');
  return {
    user_id: user.id,
    status: 'active',
    name: { first_name: first, last_name: rest.join(' ') },
    emails:
      user.email && !isPlaceholderEmail(user.email) ? [{ email_id: user.id, email: user.email, verified: user.emailVerified === true }] : [],
    phone_numbers: user.phoneNumber ? [{ phone_id: user.id, phone_number: user.phoneNumber, verified: user.phoneNumberVerified === true }] : [],
    webauthn_registrations: [],
    ...(user.createdAt ? { created_at: user.createdAt } : {}),
  };
}

export function toSession(session: BetterAuthSession, factor?: { type: string; delivery_method: string }): Session {
  return {
    session_id: session.id,
    user_id: session.userId,
    started_at: session.createdAt,
    last_accessed_at: session.updatedAt,
    expires_at: session.expiresAt,
    authentication_factors: factor ? [{ ...factor, last_authenticated_at: new Date().toISOString() }] : [],
  };
}

/**
 * The answer for a session the server says lives. The session itself lives in Better Auth's
 * HttpOnly cookie: the widget never holds its token, so the answer's token fields are empty by
 * design. The server's session JWT (portico-server's jwt plugin) is kept for the host's own server
 * (sessionJwtCookie.ts), from here, the chunk a signed-in page downloads, not the entry; `untilKept`
 * (a sign-in) waits for it, a refresh does not.
 */
export async function toAuthResponse(session: Session, user: User, request?: BetterAuthRequester, untilKept = false): Promise<AuthResponse> {
  const kept = request ? keepSessionJwt(request, session.expires_at) : undefined;
  if (untilKept) await kept;
  return { user_id: user.user_id, user, session, session_token: '', session_jwt: '' };
}

/**
 * A sign-in's end (`said`: its answer): twoFactor (with portico(), after every sign-in but a
 * passkey) may have started its challenge instead; else the session `refresh` reads from the backend.
 */
export function signedInVia(refresh: (factor: string) => Promise<AuthResponse | null>): SignedIn {
  return async (factor, said) => {
    if ((said as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect) return { user_id: '', intermediate_session_token: '' } as unknown as AuthResponse;
    const answer = await refresh(factor);
    if (!answer) throw new AuthClientError({ status_code: 401, error_type: 'session_not_found', error_message: 'Session not found.' });
    return answer;
  };
}
