/**
 * The client's calls beyond magic links and the session: one module, downloaded with the first of
 * them, so the first download of every page carries none of them.
 */
import type { AuthClient } from './types';
import type { CallContext } from './callContext';
import { deferred } from './deferred';
import type { OrganizationCalls } from './organizationTypes';
import { createCryptoWalletCalls } from './cryptoWalletCalls';
import { createIDPCalls } from './idpCalls';
import { createOAuthCalls } from './oauthCalls';
import { createOTPCalls } from './otpCalls';
import { createPasswordCalls, createUserSearchCalls } from './passwordCalls';
import { createSecondFactorCalls } from './secondFactorCalls';
import { createWebAuthnCalls } from './webauthn';

/** The client's own options (createHttpClient's); their page defaults are filled in here, with the calls. */
export interface ProductCallsOptions {
  baseUrl: string;
  publicToken: string;
  hostname?: string;
  navigate?: (url: string) => void;
}

export type ProductCalls = Pick<AuthClient, 'otps' | 'users' | 'passwords' | 'cryptoWallets' | 'webauthn' | 'oauth' | 'idp' | 'secondFactor'> & { organizations: OrganizationCalls };

/** `intermediateToken`: the second factor's proof of the first (the session manager holds it). */
export function createProductCalls(ctx: CallContext, options: ProductCallsOptions, intermediateToken: () => Promise<string | null>): ProductCalls {
  const webauthn = createWebAuthnCalls(ctx, () => options.hostname ?? globalThis.location?.hostname ?? '');
  return {
    otps: createOTPCalls(ctx),
    users: createUserSearchCalls(ctx),
    passwords: createPasswordCalls(ctx),
    cryptoWallets: createCryptoWalletCalls(ctx),
    webauthn,
    oauth: createOAuthCalls({
      ctx,
      baseUrl: options.baseUrl,
      publicToken: options.publicToken,
      navigate: options.navigate ?? ((url) => globalThis.location.assign(url)),
      pageOrigin: () => globalThis.location?.origin ?? '',
    }),
    idp: createIDPCalls(ctx),
    secondFactor: createSecondFactorCalls(ctx, intermediateToken, webauthn),
    // Organizations' calls download with the first of them (a Login naming `organizations`, on an
    // invitation's link). Accepting one and choosing the active organization store their session.
    organizations: deferred<OrganizationCalls>(() => import('./organizationCalls').then((m) => m.createOrganizationCalls(ctx))),
  };
}
