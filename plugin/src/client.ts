/**
 * `porticoClient()`: portico()'s client plugin for Better Auth's `createAuthClient`, so a host's
 * own client calls the plugin's endpoints typed (`authClient.portico.bootstrap()`, …) and knows its
 * error codes. The Portico widget does not need it: `portico/better-auth` (createBetterAuthClient)
 * speaks to the same endpoints.
 */
import type { BetterAuthClientPlugin } from 'better-auth/client';
import { PORTICO_ERROR_CODES } from './error-codes';
import type { portico } from './index';

export const porticoClient = () =>
  ({
    id: 'portico',
    $InferServerPlugin: {} as ReturnType<typeof portico>,
    $ERROR_CODES: PORTICO_ERROR_CODES,
    pathMethods: { '/portico/bootstrap': 'GET', '/portico/error': 'GET' },
  }) satisfies BetterAuthClientPlugin;

export { PORTICO_ERROR_CODES, type PorticoErrorCode } from './error-codes';
