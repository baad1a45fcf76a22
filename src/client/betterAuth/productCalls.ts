/** The Better Auth client's calls beyond magic links and the session: downloaded with the first of them. */
import { AuthClientError } from '../AuthClientError';
import type { AuthClient, AuthResponse, ServedByServer } from '../types';
import { deferred } from '../deferred';
import type { OrganizationCalls, SsoCalls } from '../organizationTypes';
import { createIdpCalls } from './idpCalls';
import { createPasskeyCalls } from './passkeyCalls';
import { BETTER_AUTH_COOKIE_TOKEN, createSocialCalls } from './socialCalls';
import { createWalletCalls } from './walletCalls';
import { signedInVia } from './mapping';
import type { BetterAuthRequester } from './request';

export type ProductCalls = Pick<AuthClient, 'otps' | 'users' | 'passwords' | 'cryptoWallets' | 'webauthn' | 'oauth' | 'idp'> & {
  sso: SsoCalls;
  organizations: OrganizationCalls;
  /** magicLinks.authenticate: a magic link's token, on the page it opens. */
  verifyMagicLink(token: string): Promise<AuthResponse>;
};
/** The session a sign-in started; none yet when its answer (`said`) is twoFactor's challenge. */
export type SignedIn = (factor: string, said?: unknown) => Promise<AuthResponse>;

const unsupported = (what: string) =>
  new AuthClientError({
    status_code: 0,
    error_type: 'unsupported_by_backend',
    error_message: `${what} is not served by the Better Auth client (createBetterAuthClient).`,
  });
const refuse = (what: string) => () => Promise.reject(unsupported(what));

/** `refresh`: asks get-session again and keeps the answer (createBetterAuthClient's); a sign-in's end is `signedInVia` it. */
export function createProductCalls(
  request: BetterAuthRequester,
  refresh: (factor?: string) => Promise<AuthResponse | null>,
  baseURL: string,
  served: () => Promise<ServedByServer | undefined>,
): ProductCalls {
  const signedIn = signedInVia(refresh);
  async function sendPhoneCode(phoneNumber: string, channel: 'sms' | 'whatsapp') {
    // Only portico() reads the channel header: without it, Better Auth's phoneNumber plugin would
    // text the code while the person is told it went by WhatsApp. Never send what was not asked for.
    if (channel === 'whatsapp' && !(await served())?.otpMethods.includes('whatsapp')) {
      throw new AuthClientError({
        status_code: 0,
        error_type: 'unsupported_by_backend',
        error_message: `WhatsApp passcodes are not served by the Better Auth server at ${baseURL}: its bootstrap (portico() with otpMethods including 'whatsapp') does not list them. Nothing was sent.`,
      });
    }
    await request('POST', '/phone-number/send-otp', {
      body: { phoneNumber },
      headers: { 'X-Portico-OTP-Channel': channel },
      call: 'otpSend',
    });
    return { method_id: `phone:${phoneNumber}`, user_id: '' };
  }

  const calls: ProductCalls = {
    async verifyMagicLink(token) {
      // Without callbackURL the verify call answers JSON; a failure redirects to portico()'s error page.
      const said = await request('GET', '/magic-link/verify', { query: { token, errorCallbackURL: `${baseURL}/portico/error` }, call: 'magicLink' });
      return signedIn('magic_link', said);
    },
    otps: {
      email: {
        async loginOrCreate(email) {
          await request('POST', '/email-otp/send-verification-otp', { body: { email, type: 'sign-in' }, call: 'otpSend' });
          return { method_id: `email:${email}`, user_id: '' };
        },
      },
      sms: { loginOrCreate: (phone) => sendPhoneCode(phone, 'sms') },
      whatsapp: { loginOrCreate: (phone) => sendPhoneCode(phone, 'whatsapp') },
      async authenticate(code, methodId) {
        const [kind, ...rest] = methodId.split(':');
        const to = rest.join(':');
        const said =
          kind === 'email'
            ? await request('POST', '/sign-in/email-otp', { body: { email: to, otp: code }, call: 'otp' })
            : await request('POST', '/phone-number/verify', { body: { phoneNumber: to, code }, call: 'otp' });
        return signedIn(kind === 'email' ? 'email' : 'sms', said);
      },
    },
    users: {
      async searchByEmail(email) {
        const answer = await request<{ user_type: 'new' | 'password' | 'passwordless' }>('POST', '/portico/users/search', { body: { email } });
        return { userType: answer.user_type };
      },
    },
    passwords: {
      strengthCheck: (args) => request('POST', '/portico/password/strength-check', { body: args, call: 'password' }),
      async create(args) {
        const { email, password } = args;
        const answer = await request<{ token?: string | null } | null>('POST', '/sign-up/email', { body: { email, password, name: '' }, call: 'password' });
        // A server that answers every sign-up alike (portico-server: an address with an account gets
        // the same answer, and a mail) starts no session: the person signs in with what they chose.
        if (answer && answer.token === null) return calls.passwords.authenticate(args);
        return signedIn('password');
      },
      async authenticate({ email, password }) {
        // The twoFactor plugin may start no session: its challenge cookie waits for a second factor.
        return signedIn('password', await request('POST', '/sign-in/email', { body: { email, password }, call: 'password' }));
      },
      async resetByEmailStart({ email, resetPasswordRedirectURL }) {
        await request('POST', '/request-password-reset', {
          body: { email, ...(resetPasswordRedirectURL ? { redirectTo: resetPasswordRedirectURL } : {}) },
          call: 'reset',
        });
      },
      async resetByEmail({ token, password }) {
        // Better Auth by design starts no session after a reset: the person logs in with the new password.
        await request('POST', '/reset-password', { body: { token, newPassword: password }, call: 'reset' });
        return null;
      },
    },
    cryptoWallets: createWalletCalls(request, signedIn),
    webauthn: createPasskeyCalls(request, signedIn),
    idp: createIdpCalls(request),
    oauth: createSocialCalls(request, baseURL, signedIn),
    // Enterprise sign-in's calls are their own chunk: only a Login naming `sso` (or its way back) fetches them.
    sso: deferred<SsoCalls>(() => import('./enterpriseCalls').then((m) => m.createSsoCalls(request, baseURL, signedIn, BETTER_AUTH_COOKIE_TOKEN))),
    // Organizations' calls too: a Login naming `organizations` fetches them when an invitation's link opens it.
    organizations: deferred<OrganizationCalls>(() => import('./organizationPluginCalls').then((m) => m.createOrganizationCalls(request, signedIn, refresh))),
  };
  return calls;
}
