/**
 * The AuthClient over HTTP (docs/protocol.md): the local emulator, or any server speaking the
 * same protocol. Every piece of state (session, bootstrap cache, pending requests) belongs to the
 * returned client, so two clients on one page are independent.
 */
import type { AuthClient } from './types';
import { AuthClientError } from './AuthClientError';
import { createRequester, type FetchFunction } from './request';
import { createFetchSeam } from './fetchSeam';
import { createCallContext } from './callContext';
import type { BrowserSessionManager } from './sessionManager';
import { createSessionReader } from './sessionReader';
import { createBootstrapCalls } from './bootstrap';
import type { ProductCalls } from './productCalls';
import type { SsoCalls } from './organizationTypes';
import { afterFirstFrame } from './afterFirstFrame';
import { deferred } from './deferred';
import type { Pkce } from './pkce';
import { defaultStorage, type KeyValueStorage } from './storage';
import type { CookieJar, CookieOptions } from './cookies';

export interface HttpClientOptions {
  /** The server's origin, e.g. http://localhost:8787. */
  baseUrl: string;
  /** The project's public token, sent with every call. */
  publicToken: string;
  /** @defaultValue globalThis.fetch */
  fetch?: FetchFunction;
  /** Session state and the bootstrap cache. @defaultValue localStorage */
  storage?: KeyValueStorage;
  /** @defaultValue document.cookie (createBrowserCookieJar) */
  cookies?: CookieJar;
  cookieOptions?: CookieOptions;
  /** The page's host name: the Secure cookie flag and the passkey domain. @defaultValue location.hostname */
  hostname?: string;
  /** Where other tabs' `storage` events arrive. @defaultValue window */
  storageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Full-page navigation for oauth.start. @defaultValue location.assign */
  navigate?: (url: string) => void;
  /** SPEC §4: refresh a stored session in the background when the client starts. @defaultValue true */
  refreshOnStartup?: boolean;
}

export function createHttpClient(options: HttpClientOptions): AuthClient {
  const storage = options.storage ?? defaultStorage();
  // The client's options are the session's (the manager reads the page's host name itself).
  const sessionOptions = { ...options, storage };
  // Reading the session is all a page needs until there is one to manage: the manager (writes,
  // change events, cross-tab sync) downloads with the first sign-in, refresh or subscriber.
  const reader = createSessionReader(sessionOptions);
  let manager: Promise<BrowserSessionManager> | undefined;
  const sessions = () =>
    (manager ??= import('./deferredCalls').then((m) => m.createSessionManager(sessionOptions)));
  // A call that stored or ended a session before the startup check ran has made it out of date.
  let changed = false;
  const changing = () => {
    changed = true;
    return sessions();
  };
  const seam = createFetchSeam(options.fetch);
  const request = createRequester({
    baseUrl: options.baseUrl,
    publicToken: options.publicToken,
    fetch: seam.fetch,
    getSessionToken: () => reader.getTokens()?.session_token ?? null,
  });
  // The PKCE verifier's code downloads with the first redirect sign-in, not before Main shows.
  let pkce: Promise<Pkce> | undefined;
  const loadPkce = () => (pkce ??= import('./deferredCalls').then((m) => m.createPkce(storage, options.publicToken)));
  const ctx = createCallContext(request, changing, {
    challenge: async () => (await loadPkce()).challenge(),
    verifier: async () => (await loadPkce()).verifier(),
  });

  const session = deferred<AuthClient['session'], Pick<AuthClient['session'], 'getSync' | 'getTokens' | 'onChange'>>(
    () => import('./deferredCalls').then((m) => m.createSessionCalls({ ctx, request, reader, sessions: changing })),
    {
      getSync: () => reader.read().session,
      getTokens: reader.getTokens,
      onChange(listener) {
        let stop: (() => void) | undefined;
        let active = true;
        void sessions().then((loaded) => {
          if (active) stop = loaded.subscribe(listener);
        });
        return () => {
          active = false;
          stop?.();
        };
      },
    },
  );

  // The default product's calls are at hand; the others download with the first of them.
  const more = deferred<ProductCalls>(() => import('./deferredCalls').then((m) => m.createProductCalls(ctx, options, async () => (await sessions()).getIntermediateToken())));
  const client: AuthClient = {
    // SPEC §7 bootstrap: what the server says it serves decides (flows/useServedCheck), checked as on
    // Better Auth; Main draws at once and the first answer checks it as it comes.
    backend: {
      name: 'Portico',
      products: [],
      otpMethods: [],
      check() {},
      server: {
        servesAtOnce: () => true,
        problems: (config) =>
          client.bootstrap.get().then(({ served }) => (served ? import('./withAnswer').then((m) => m.protocolServerProblems(config, served)) : []), () => []),
      },
    },
    // Its code comes in the chunk the PKCE challenge downloads at the first send: no added fetch.
    magicLinks: deferred(() => import('./deferredCalls').then((m) => m.createMagicLinkCalls(ctx))),
    otps: more.otps,
    users: more.users,
    passwords: more.passwords,
    cryptoWallets: more.cryptoWallets,
    webauthn: more.webauthn,
    user: { get: () => request('GET', '/v1/users/me', { withSession: true }) },
    oauth: more.oauth,
    idp: more.idp,
    secondFactor: more.secondFactor,
    // Enterprise sign-in's calls download with the first of them (a Login naming `sso`, its way back).
    sso: deferred<SsoCalls>(() => import('./ssoCalls').then((m) => m.createSsoCalls(ctx, options, AuthClientError))),
    organizations: more.organizations,
    wrapFetch: (wrap) => seam.wrap(wrap, request),
    holdFetch: seam.hold,
    session,
    bootstrap: createBootstrapCalls({ publicToken: options.publicToken, storage, request }),
    events: {
      async log(name, details = {}) {
        try {
          await afterFirstFrame(); // the widget logs at mount: never before Main is on screen
          await request('POST', '/v1/events', { body: { events: [{ name, details }] } });
        } catch {
          // Analytics must never break a sign-in flow.
        }
      },
    },
  };

  // SPEC §4 startup, once Main is on screen (cookie reads and storage writes are trips to
  // the browser's stores). Until then nothing is lost: every read goes through the session cookies.
  // Without them the stored session is stale and goes (a lone cookie with it, by the manager, which
  // clears at its start); otherwise the session is refreshed in the background (sessionCalls decides
  // what a failed refresh means).
  void afterFirstFrame().then(() => {
    if (changed) return;
    if (!reader.getTokens()) {
      storage.removeItem(reader.key);
      if (reader.cookies.get(reader.names.token) ?? reader.cookies.get(reader.names.jwt)) sessions().catch(() => undefined);
    } else if (options.refreshOnStartup !== false) session.authenticate().catch(() => undefined);
  });

  return client;
}
