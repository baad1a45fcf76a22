/** Better Auth's user and session JSON as the contract's User and Session (src/client/types.ts). */
import type { AuthResponse, Session, User, WebAuthnRegistration } from '../types';

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

/** As the emulator names a passkey its server left unnamed: "Passkey" and the day it was made. */
function defaultPasskeyName(createdAt: string | undefined): string {
  const day = new Date(createdAt ?? Date.now()).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `Passkey (${day})`;
}

export function toUser(user: BetterAuthUser, passkeys: readonly BetterAuthPasskey[] = []): User {
  const [first = '', ...rest] = (user.name ?? '').split(' ');
  const webauthn_registrations: WebAuthnRegistration[] = passkeys.map((p) => ({
    webauthn_registration_id: p.id,
    name: p.name || defaultPasskeyName(p.createdAt),
    verified: true,
    authenticator_type: p.deviceType === 'multiDevice' ? 'platform' : 'cross-platform',
  }));
  return {
    user_id: user.id,
    status: 'active',
    name: { first_name: first, last_name: rest.join(' ') },
    emails:
      user.email && !isPlaceholderEmail(user.email) ? [{ email_id: user.id, email: user.email, verified: user.emailVerified === true }] : [],
    phone_numbers: user.phoneNumber ? [{ phone_id: user.id, phone_number: user.phoneNumber, verified: user.phoneNumberVerified === true }] : [],
    webauthn_registrations,
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
 * The session lives in Better Auth's HttpOnly cookie: the widget never holds its token, so the
 * answer's token fields are empty by design.
 */
export function toAuthResponse(session: Session, user: User): AuthResponse {
  return { user_id: user.user_id, user, session, session_token: '', session_jwt: '' };
}
