/**
 * The account center's calls over Portico's protocol (docs/protocol.md "Account"), downloaded with
 * the first of them. Every call carries the session; the emulator acts on its user only.
 */
import type { AccountCalls, AccountOverview, AccountSession, StepUpResult } from './accountTypes';
import type { Requester } from './request';
import type { AuthClient } from './types';

/** A file as base64, for a JSON body (a picture is small: the backend refuses one over 512 KiB). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function createAccountCalls(request: Requester, client: AuthClient): AccountCalls {
  const call = <T = Record<string, never>>(method: 'GET' | 'POST', path: string, body?: object) =>
    request<T>(method, `/v1/account${path}`, { withSession: true, ...(method === 'POST' ? { body: body ?? {} } : {}) });
  const done = async (path: string, body?: object) => {
    await call('POST', path, body);
  };
  return {
    get: () => call<AccountOverview>('GET', ''),
    updateProfile: (changes) => done('/profile', changes),
    async uploadPicture(file) {
      return call<{ picture_url: string }>('POST', '/picture', { content_type: file.type, data: await base64Of(file) });
    },
    changeEmail: (args) => done('/email', args),
    addEmail: (args) => done('/emails', args),
    removeEmail: (email_id) => done('/emails/delete', { email_id }),
    setPassword: (password) => done('/password', { password }),
    changePassword: (args) => done('/password/change', args),
    sessions: async () => (await call<{ sessions: AccountSession[] }>('GET', '/sessions')).sessions,
    revokeSession: (session_id) => done('/sessions/revoke', { session_id }),
    revokeOtherSessions: () => done('/sessions/revoke_others'),
    async linkProvider(provider, { redirect_url }) {
      const { url } = await call<{ url: string }>('POST', '/connections/start', { provider, redirect_url });
      // Issue 9: the client navigates to web addresses only.
      if (!/^https?:\/\//i.test(url)) throw new Error(`Refused to navigate to ${url}`);
      globalThis.location.assign(url);
    },
    unlinkProvider: (connection_id) => done('/connections/delete', { connection_id }),
    async deleteAccount() {
      await done('/delete');
      // The session went with the account: forget it here too (the server's answer is not needed).
      await client.session.revoke({ forceClear: true }).catch(() => undefined);
    },
    stepUp: {
      sendCode: () => call<{ method_id: string; email: string }>('POST', '/verify/send'),
      verify: (proof) => call<StepUpResult>('POST', '/verify', proof),
      sendSecondFactor: (delivery_method) => call<{ method_id: string }>('POST', '/verify/second_factor/send', { delivery_method }),
      verifySecondFactor: (args) => done('/verify/second_factor', args),
      async passkey() {
        const answer = await client.webauthn.authenticate({ is_passkey: true });
        if (!answer) throw new Error('The passkey answered nothing.');
        return answer;
      },
    },
  };
}
