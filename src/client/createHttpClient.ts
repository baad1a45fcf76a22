/**
 * The AuthClient over HTTP (docs/protocol.md): the local emulator, or any server speaking the
 * same protocol. Every piece of state (session, bootstrap cache, pending requests) belongs to the
 * returned client, so two clients on one page are independent.
 */
import { AuthClientError, type AuthClient, type AuthResponse } from './types';
import { createRequester, type FetchFunction } from './request';
import { createCallContext } from './callContext';
import { createSessionManager } from './sessionManager';
import { createBootstrapCalls } from './bootstrap';
import { createWebAuthnCalls } from './webauthn';
import { createOAuthCalls } from './oauthCalls';
import { createIDPCalls } from './idpCalls';
import {
  createCryptoWalletCalls,
  createMagicLinkCalls,
  createOTPCalls,
  createPasswordCalls,
  createUserSearchCalls,
} from './signInCalls';
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
  /** @defaultValue js-cookie over document.cookie */
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

/** A refresh that fails with one of these means the session is gone for good (SPEC §4 startup). */
const SESSION_GONE = new Set(['session_not_found', 'invalid_session_token', 'user_unauthenticated']);

export function createHttpClient(options: HttpClientOptions): AuthClient {
  const storage = options.storage ?? defaultStorage();
  const hostname = () => options.hostname ?? globalThis.location?.hostname ?? '';
  const sessionManager = createSessionManager({
    publicToken: options.publicToken,
    storage,
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.cookieOptions ? { cookieOptions: options.cookieOptions } : {}),
    hostname: hostname(),
    ...(options.storageEvents ? { storageEvents: options.storageEvents } : {}),
  });
  const request = createRequester({
    baseUrl: options.baseUrl,
    publicToken: options.publicToken,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getSessionToken: () => sessionManager.getTokens()?.session_token ?? null,
  });
  const ctx = createCallContext(request, sessionManager);

  const isSessionGone = (error: unknown) =>
    error instanceof AuthClientError && error.status_code === 401 && SESSION_GONE.has(error.error_type);

  const session: AuthClient['session'] = {
    async revoke({ forceClear = false } = {}) {
      // Nothing to revoke on the server without a token; just make sure nothing is left here.
      if (!sessionManager.getTokens()) return sessionManager.destroy();
      try {
        await request('POST', '/v1/sessions/revoke', { withSession: true });
      } catch (error) {
        if (forceClear || isSessionGone(error)) sessionManager.destroy();
        throw error;
      }
      sessionManager.destroy();
    },
    attest: (args) => ctx.authenticate('POST', '/v1/sessions/attest', { body: args, withSession: true }),
    authenticate: (refresh = {}) =>
      ctx.authenticate<AuthResponse>('POST', '/v1/sessions/authenticate', { body: refresh, withSession: true }),
    getSync: () => sessionManager.getState().session,
    getTokens: () => sessionManager.getTokens(),
    onChange: (listener) => sessionManager.subscribe(listener),
  };

  const client: AuthClient = {
    magicLinks: createMagicLinkCalls(ctx),
    otps: createOTPCalls(ctx),
    users: createUserSearchCalls(ctx),
    passwords: createPasswordCalls(ctx),
    cryptoWallets: createCryptoWalletCalls(ctx),
    webauthn: createWebAuthnCalls(ctx, hostname),
    user: { get: () => request('GET', '/v1/users/me', { withSession: true }) },
    oauth: createOAuthCalls({
      ctx,
      baseUrl: options.baseUrl,
      publicToken: options.publicToken,
      navigate: options.navigate ?? ((url) => globalThis.location.assign(url)),
      pageOrigin: () => globalThis.location?.origin ?? '',
    }),
    idp: createIDPCalls(ctx),
    session,
    bootstrap: createBootstrapCalls({ publicToken: options.publicToken, storage, request }),
    events: {
      async log(name, details = {}) {
        try {
          await request('POST', '/v1/events', { body: { events: [{ name, details }] } });
        } catch {
          // Analytics must never break a sign-in flow.
        }
      },
    },
  };

  // SPEC §4 startup: a stored session is refreshed in the background; one the server no longer
  // knows is destroyed. Other failures (offline) keep it, so a flaky network does not log anyone out.
  if (options.refreshOnStartup !== false && sessionManager.getTokens()) {
    session.authenticate().catch((error: unknown) => {
      if (isSessionGone(error)) sessionManager.destroy();
    });
  }

  return client;
}
