/**
 * The session JWT where the host's server reads it, as the protocol client keeps it: the
 * `portico_session_jwt` cookie on the page's host (SameSite=Lax, Secure on https), so one
 * `createSessionVerifier` checks both backends' sessions (docs/deploy.md "The host's own server").
 * Downloaded with the session's mapping: a signed-out visitor's page never needs it.
 */
import type { BetterAuthRequester } from './request';

export function writeSessionJwtCookie(jwt: string | null, expiresAt?: string): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const life = jwt && expiresAt ? `Expires=${new Date(expiresAt).toUTCString()}` : 'Max-Age=0';
  document.cookie = `portico_session_jwt=${jwt ? encodeURIComponent(jwt) : ''}; Path=/; SameSite=Lax; ${life}${secure}`;
}

/**
 * Asks the server for a session JWT (Better Auth's jwt plugin, `GET /token`; portico-server runs
 * it) and keeps it in the cookie. A server without the plugin answers 404: nothing is kept. Never
 * rejects: a sign-in waits for it, so the host's server can read the cookie once the widget says
 * the person is signed in.
 */
export function keepSessionJwt(request: BetterAuthRequester, expiresAt: string): Promise<void> {
  return request<{ token?: unknown } | null>('GET', '/token', { call: 'session' })
    .then((body) => void (typeof body?.token === 'string' && writeSessionJwtCookie(body.token, expiresAt)))
    .catch(() => undefined);
}
