/** The provider client (ARCHITECTURE.md "client/"): the AuthClient interface and its HTTP implementation. */
export type * from './types';
export { OTP_LENGTH, INTERMEDIATE_TOKEN_MINUTES } from './constants';
export { AuthClientError } from './types';
export { createHttpClient, type HttpClientOptions } from './createHttpClient';
// The session manager itself is not exported: the client downloads it when there is a session.
export type { BrowserSessionManager } from './sessionManager';
export { sessionStorageKey, type SessionManagerOptions } from './sessionReader';
export { createBrowserCookieJar, isLoopbackHost, type CookieAttributes, type CookieJar, type CookieOptions } from './cookies';
export { createMemoryStorage, type KeyValueStorage } from './storage';
export { DEFAULT_BOOTSTRAP, bootstrapStorageKey } from './bootstrap';
export type { FetchFunction } from './request';
export { handleAuthRedirect, type AuthRedirectResult, type AuthRedirectTokenType, type HandleAuthRedirectOptions } from './handleAuthRedirect';
export { watchSession, type SessionSnapshot } from './watchSession';
export { isDeveloperError } from './developerErrors';
export { challengeCalls } from './challengeCalls';
