/** The 19 social providers of SPEC §2, with the labels their buttons and emulated pages show. */
import { OAUTH_PROVIDER_NAMES } from '../../src/i18n/providerNames';
import type { OAuthProviderType } from '../config';

// One list for the widget's buttons and the emulated provider pages.
export const OAUTH_PROVIDERS = OAUTH_PROVIDER_NAMES satisfies Record<OAuthProviderType, string>;

export type OAuthProvider = keyof typeof OAUTH_PROVIDERS;

export function isOAuthProvider(value: string): value is OAuthProvider {
  return Object.hasOwn(OAUTH_PROVIDERS, value);
}
