/**
 * Enterprise sign-in's and organizations' calls over the protocol (docs/protocol.md): one chunk of
 * their own, downloaded with the first of them, so a Login that never routes an address to an
 * organization never downloads them.
 */
import type { AuthClientError } from './AuthClientError';
import type { CallContext } from './callContext';
import { createOrganizationCalls } from './organizationCalls';
import type { ProductCallsOptions } from './productCalls';
import { createSsoCalls } from './ssoCalls';
import type { AuthClient } from './types';

export type EnterpriseCalls = Required<Pick<AuthClient, 'sso' | 'organizations'>>;

export function createEnterpriseCalls(ctx: CallContext, options: ProductCallsOptions, Refusal: typeof AuthClientError): EnterpriseCalls {
  return {
    sso: createSsoCalls({ ctx, baseUrl: options.baseUrl, publicToken: options.publicToken, navigate: options.navigate ?? ((url) => globalThis.location.assign(url)), Refusal }),
    organizations: createOrganizationCalls(ctx),
  };
}
