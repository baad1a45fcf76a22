/** `portico/better-auth`: the AuthClient for a Better Auth server (docs/better-auth.md). */
export { createBetterAuthClient, BETTER_AUTH_PRODUCTS, BETTER_AUTH_ERROR_TYPES, errorTypeFor } from './client/betterAuth';
export type { BetterAuthClientOptions, ErrorTypeRow, BetterAuthCall } from './client/betterAuth';
export type { AuthClient, BackendCapabilities } from './client/types';
