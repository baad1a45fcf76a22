/**
 * `createBetterAuthClient({ baseURL })`: the AuthClient over a Better Auth server's HTTP endpoints
 * (with portico-server's plugin for bootstrap, strength check, user search and WhatsApp). Plain
 * fetch, credentials included: the session is Better Auth's HttpOnly cookie, which the widget
 * never reads; get-session says who is signed in. Better Auth's own client is not bundled.
 */
import { afterFirstFrame } from '../afterFirstFrame';
import { declareBackend } from '../backend/backendProblems';
import { DEFAULT_BOOTSTRAP, bootstrapStorageKey } from '../bootstrap';
import type { FetchFunction } from '../request';
import { createFetchSeam } from '../fetchSeam';
import { deferred } from '../deferred';
import { defaultStorage, readJson, writeJson, type KeyValueStorage } from '../storage';
import type { AuthClient, AuthResponse, Bootstrap, OTPMethod, SecondFactorCalls } from '../types';
import { createCookieSession } from './cookieSession';
import type { BetterAuthSession, BetterAuthUser } from './mapping';
import type { ProductCalls } from './productCalls';
import { createBetterAuthRequester } from './request';

export interface BetterAuthClientOptions {
  /** Better Auth's base URL, e.g. https://example.com/api/auth (served same-site with the page). */
  baseURL: string;
  /** @defaultValue globalThis.fetch */
  fetch?: FetchFunction;
  /** The cached session (no secret) and bootstrap. @defaultValue localStorage */
  storage?: KeyValueStorage;
  /** @defaultValue window */
  storageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Ask get-session when the client starts (SPEC §4 startup). @defaultValue true */
  refreshOnStartup?: boolean;
  /** What the server serves beyond email magic links and passwords. @defaultValue BETTER_AUTH_PRODUCTS, OTP by email, SMS and WhatsApp */
  products?: string[];
  otpMethods?: OTPMethod[];
  /** The server runs @better-auth/oauth-provider with this page as its consent page: mountIdentityProvider is served. @defaultValue false */
  identityProvider?: boolean;
  /**
   * The social providers the server configured (portico()'s `oauthProviders`): a widget configured
   * with another one fails at mount. @defaultValue undefined (any; the server answers)
   */
  oauthProviders?: string[];
}

/** The Login products this client has calls for. */
export const BETTER_AUTH_PRODUCTS = ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'crypto', 'oauth', 'sso', 'organizations'] as const;

export function createBetterAuthClient(options: BetterAuthClientOptions): AuthClient {
  const baseURL = options.baseURL.replace(/\/$/, '');
  const seam = createFetchSeam(options.fetch);
  const request = createBetterAuthRequester(baseURL, seam.fetch);
  const storage = options.storage ?? defaultStorage();
  const key = `portico:better-auth:session:${baseURL}`;
  // The start's requests (who is signed in, bootstrap) wait until Main is on screen.
  const drawn = afterFirstFrame();

  const cookieSession = createCookieSession({
    storage,
    key,
    storageEvents: options.storageEvents,
    onOtherTab: () => void refresh().catch(() => undefined),
  });

  // The session's mapping downloads when there is a session to map (a signed-out visitor's
  // page never needs it), or alongside the first call that can sign in.
  let mapping: Promise<typeof import('./mapping')> | undefined;
  const loadMapping = () =>
    (mapping ??= import('./mapping').catch((error: unknown) => {
      mapping = undefined; // a failed download is tried again on the next call
      throw error;
    }));

  /** Asks the backend who is signed in (the one source of truth) and stores the answer. */
  async function refresh(factor?: string): Promise<AuthResponse | null> {
    const answer = await request<{ session: BetterAuthSession; user: BetterAuthUser } | null>('GET', '/get-session', { call: 'session' });
    if (!answer?.session || !answer.user) {
      cookieSession.set(null);
      return null;
    }
    const { toAuthResponse, toSession, toUser } = await loadMapping();
    const previous = cookieSession.getState().session;
    const session = toSession(answer.session, factor ? { type: factor, delivery_method: factor } : undefined);
    // A refresh keeps the factors the sign-in recorded.
    if (!factor && previous?.session_id === session.session_id) session.authentication_factors = previous.authentication_factors;
    const user = toUser(answer.user);
    cookieSession.set({ session, user });
    // With the requester: the session JWT for the host's own server is asked for (mapping.ts); a
    // sign-in (a factor) answers once it is kept.
    return toAuthResponse(session, user, request, Boolean(factor));
  }

  // Main needs magic links and the session; the other calls download with the first of them.
  const served = () => client.bootstrap.get().then((answer) => answer.served);
  // A sign-in's end (mapping.ts) comes with the calls that sign in (productCalls.ts imports it).
  const more = deferred<ProductCalls>(() => import('./productCalls').then((m) => m.createProductCalls(request, refresh, baseURL, served)));
  const secondFactor = deferred<SecondFactorCalls>(() =>
    Promise.all([import('./secondFactorCalls'), loadMapping()]).then(([m, { signedInVia }]) => m.createSecondFactorCalls(request, signedInVia(refresh), refresh)),
  );
  // Sign-out, a fresh check and the user with passkeys (not before Main shows).
  const loadSessionCalls = () =>
    Promise.all([import('./sessionCalls'), loadMapping()]).then(([m, { toUser }]) => m.createSessionCalls(request, refresh, cookieSession, toUser));

  const bootstrapKey = bootstrapStorageKey(`better-auth:${baseURL}`);
  let pendingBootstrap: Promise<Bootstrap> | null = null;

  const client: AuthClient = {
    backend: declareBackend({
      name: 'Better Auth',
      // The account center's calls are here (accountCalls.ts); the server's bootstrap says whether portico({ account }) serves them.
      products: [...(options.products ?? BETTER_AUTH_PRODUCTS), 'account', ...(options.identityProvider ? ['identityProvider'] : [])],
      otpMethods: options.otpMethods ?? ['email', 'sms', 'whatsapp'],
      ...(options.oauthProviders ? { oauthProviders: options.oauthProviders } : {}),
      // twoFactor's hook on passwords, and portico()'s on the others (a passkey is two factors in one).
      secondFactorAfter: ['emailMagicLinks', 'otp', 'passwords', 'crypto', 'oauth'],
      serverHint: 'portico() on the server sets it.',
      // portico()'s bootstrap lists what the server serves; without the plugin it answers 404.
    }, () => client.bootstrap),
    magicLinks: {
      email: {
        async loginOrCreate(email, opts = {}) {
          await request('POST', '/sign-in/magic-link', {
            body: {
              email,
              ...(opts.loginRedirectURL ? { callbackURL: opts.loginRedirectURL } : {}),
              ...(opts.signupRedirectURL ? { newUserCallbackURL: opts.signupRedirectURL } : {}),
            },
            call: 'magicLink',
          });
          // Better Auth does not say whether the address is new: the widget's screen is the same.
          return { user_id: '', user_created: false };
        },
      },
      // The redirect page's call, never Main's: its code comes with the other calls (productCalls.ts).
      authenticate: (token) => more.verifyMagicLink(token),
    },
    secondFactor,
    wrapFetch: (wrap) => seam.wrap(wrap, request),
    holdFetch: seam.hold,
    otps: more.otps,
    users: more.users,
    passwords: more.passwords,
    cryptoWallets: more.cryptoWallets,
    webauthn: more.webauthn,
    user: deferred<AuthClient['user']>(() => loadSessionCalls().then((calls) => calls.user)),
    oauth: more.oauth,
    idp: more.idp,
    sso: more.sso,
    organizations: more.organizations,
    session: deferred<AuthClient['session'], Pick<AuthClient['session'], 'getSync' | 'getTokens' | 'onChange'>>(
      () => loadSessionCalls().then((calls) => calls.session),
      {
        getSync: () => cookieSession.getState().session,
        // The tokens live in Better Auth's HttpOnly cookie: the widget never holds them.
        getTokens: () => null,
        onChange: (listener) => cookieSession.subscribe(listener),
      },
    ),
    bootstrap: {
      getSync() {
        const cached = readJson(storage, bootstrapKey);
        return typeof cached === 'object' && cached !== null ? { ...DEFAULT_BOOTSTRAP, ...(cached as Partial<Bootstrap>) } : DEFAULT_BOOTSTRAP;
      },
      get() {
        pendingBootstrap ??= drawn
          .then(() => request<Record<string, unknown>>('GET', '/portico/bootstrap'))
          .then(async (raw) => {
            const bootstrap = (await import('../withAnswer')).toBootstrap(raw);
            writeJson(storage, bootstrapKey, bootstrap);
            return bootstrap;
          })
          .finally(() => {
            pendingBootstrap = null;
          });
        return pendingBootstrap;
      },
    },
    // Better Auth has no analytics events; the widget's own callbacks still fire.
    events: { log: async () => undefined },
  };

  if (options.refreshOnStartup !== false) void drawn.then(() => refresh()).catch(() => undefined);
  return client;
}
