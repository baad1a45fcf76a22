/**
 * `portico/better-auth`: the AuthClient for a Better Auth server (docs/better-auth.md). The error
 * table is not exported from here: it downloads with the first error (docs print it).
 */
export { createBetterAuthClient, BETTER_AUTH_PRODUCTS, type BetterAuthClientOptions } from '../client/betterAuth/createBetterAuthClient';
export type { AuthClient, BackendCapabilities, BackendConfigView } from '../client/types';
export { backendProblems, declareBackend, PorticoConfigError } from '../client/backend/backendProblems';
