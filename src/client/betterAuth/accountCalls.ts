/**
 * The account center's calls on Better Auth (docs/account.md): its own endpoints (update-user,
 * change-email, change-password, list-sessions, revoke-session, revoke-other-sessions, link-social,
 * unlink-account, delete-user, twoFactor's verify calls) and portico()'s account folder for what
 * Better Auth lacks (the overview, a step-up, a first password). Downloaded with the first call.
 */
import { AuthClientError } from '../AuthClientError';
import type { AccountCalls, AccountOverview, AccountSession, StepUpResult } from '../accountTypes';
import type { BetterAuthRequester } from './request';
import type { AuthClient } from '../types';

interface ListedSession {
  id: string;
  token: string;
  userAgent?: string | null;
  createdAt: string;
  updatedAt: string;
  /** portico()'s field: where the host's edge said the browser was (docs/account.md). */
  porticoPlace?: string | null;
}

const VERIFY_PATH = { totp: '/two-factor/verify-totp', backup_code: '/two-factor/verify-backup-code', sms: '/two-factor/verify-otp', email: '/two-factor/verify-otp' } as const;

const unsupported = (what: string) =>
  new AuthClientError({ status_code: 0, error_type: 'unsupported_by_backend', error_message: `${what} is not served by Better Auth.`, developer: true });

/** `url` with `name=value` added to its query. */
const withParam = (url: string, name: string, value: string) => {
  const target = new URL(url, globalThis.location?.href);
  target.searchParams.set(name, value);
  return target.href;
};

export function createAccountCalls(request: BetterAuthRequester, client: AuthClient): AccountCalls {
  // Reads the session again (Better Auth's cookie is the truth) and stores it.
  const refresh = () => client.session.authenticate();
  const call = 'account' as const;
  const post = async (path: string, body: object = {}) => {
    await request('POST', path, { body, call });
  };
  // Better Auth revokes a session by its token, which its list answers: kept here, never shown.
  const tokens = new Map<string, string>();
  const sessions = async (): Promise<AccountSession[]> => {
    const listed = await request<ListedSession[]>('GET', '/list-sessions', { call });
    const current = client.session.getSync()?.session_id;
    tokens.clear();
    return listed.map((session) => {
      tokens.set(session.id, session.token);
      return {
        session_id: session.id,
        user_agent: session.userAgent ?? '',
        place: session.porticoPlace ?? null,
        started_at: session.createdAt,
        last_seen_at: session.updatedAt,
        current: session.id === current,
      };
    });
  };
  return {
    get: () => request<AccountOverview>('GET', '/portico/account', { call }),
    async updateProfile({ name, picture_url }) {
      await post('/update-user', { ...(name !== undefined && { name }), ...(picture_url !== undefined && { image: picture_url }) });
      await refresh();
    },
    uploadPicture: () => Promise.reject(unsupported('A picture upload')),
    changeEmail: ({ email, redirect_url }) => post('/change-email', { newEmail: email, callbackURL: redirect_url }),
    addEmail: () => Promise.reject(unsupported('A second email address')),
    removeEmail: () => Promise.reject(unsupported('A second email address')),
    setPassword: (newPassword) => post('/portico/account/set-password', { newPassword }),
    async changePassword({ current_password, new_password, sign_out_others = false }) {
      await post('/change-password', { currentPassword: current_password, newPassword: new_password, revokeOtherSessions: sign_out_others });
      // Revoking the others gives this browser a new session cookie.
      if (sign_out_others) await refresh();
    },
    sessions,
    async revokeSession(sessionId) {
      if (!tokens.has(sessionId)) await sessions();
      const token = tokens.get(sessionId);
      if (!token) throw new AuthClientError({ status_code: 404, error_type: 'session_not_found', error_message: 'Session not found.' });
      await post('/revoke-session', { token });
      tokens.delete(sessionId);
    },
    revokeOtherSessions: () => post('/revoke-other-sessions'),
    async linkProvider(provider, { redirect_url }) {
      const answer = await request<{ url?: string }>('POST', '/link-social', {
        body: { provider, callbackURL: redirect_url, errorCallbackURL: withParam(redirect_url, 'portico_link', 'failed'), disableRedirect: true },
        call,
      });
      if (!answer.url || !/^https?:\/\//i.test(answer.url)) throw new AuthClientError({ status_code: 0, error_type: 'oauth_url_refused', error_message: String(answer.url) });
      globalThis.location.assign(answer.url);
    },
    unlinkProvider: (accountId) => post('/unlink-account', { accountId }),
    async deleteAccount() {
      await post('/delete-user');
      await refresh().catch(() => undefined); // no session now: the client forgets it
    },
    stepUp: {
      sendCode: () => request<{ method_id: string; email: string }>('POST', '/portico/account/verify/send', { body: {}, call }),
      async verify(proof) {
        const answer = await request<StepUpResult>('POST', '/portico/account/verify', { body: 'password' in proof ? { password: proof.password } : { code: proof.code }, call });
        if (answer.done) await refresh(); // a fresh session: Better Auth's freshAge counts from its start
        return answer;
      },
      async sendSecondFactor() {
        // twoFactor's own send: its sendOTP picks the channel (portico()'s secondFactorChannel).
        await request('POST', '/two-factor/send-otp', { body: {}, call: 'secondFactorSend' });
        return { method_id: 'two-factor' };
      },
      async verifySecondFactor({ kind, code }) {
        // twoFactor's verify calls, with this session: portico() turns the step-up it began into a fresh session.
        await request('POST', VERIFY_PATH[kind], { body: { code }, call: 'secondFactor' });
        await refresh();
      },
      async passkey() {
        const answer = await client.webauthn.authenticate({ is_passkey: true });
        if (!answer) throw new AuthClientError({ status_code: 0, error_type: 'unknown_error', error_message: 'The passkey answered nothing.' });
        return answer;
      },
    },
  };
}
