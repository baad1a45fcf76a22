export { createBetterAuthClient, BETTER_AUTH_PRODUCTS, type BetterAuthClientOptions } from './createBetterAuthClient';
export { BETTER_AUTH_ERROR_TYPES, errorTypeFor, type ErrorTypeRow, type BetterAuthCall } from './errorTypes';
