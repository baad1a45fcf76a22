/** The provider client (ARCHITECTURE.md "client/"): the AuthClient interface and its HTTP implementation. */
export type * from './types';
export { AuthClientError } from './types';
export { createHttpClient, type HttpClientOptions } from './createHttpClient';
export {
  createSessionManager,
  sessionStorageKey,
  INTERMEDIATE_TOKEN_MINUTES,
  type BrowserSessionManager,
  type SessionManagerOptions,
} from './sessionManager';
export { createBrowserCookieJar, isLoopbackHost, type CookieAttributes, type CookieJar, type CookieOptions } from './cookies';
export { createMemoryStorage, type KeyValueStorage } from './storage';
export { DEFAULT_BOOTSTRAP, bootstrapStorageKey } from './bootstrap';
export type { FetchFunction } from './request';
