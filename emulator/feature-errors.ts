/**
 * Messages for the error types of the passkey, wallet, social, identity-provider and attest
 * routes (SPEC §8 wording where it has one). `fail()` builds an ApiError with them.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from './errors';

export const FEATURE_ERROR_MESSAGES: Record<string, string> = {
  webauthn_registration_not_found:
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  duplicate_webauthn_registration:
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  invalid_public_key_credential: 'The passkey response could not be verified.',
  invalid_domain: 'The domain is not valid for this origin.',
  invalid_crypto_wallet_address: 'The crypto wallet address is not valid for its wallet type.',
  invalid_signature: 'The signature could not be verified for this wallet and challenge.',
  oauth_provider_not_found: 'No such OAuth provider, or it is not enabled in the project config.',
  oauth_config_not_found: 'Google is not configured with its own client_id in the project config.',
  invalid_id_token: 'The id_token is invalid, expired, or not issued by the emulated Google for this client.',
  oauth2_client_not_found: 'No OAuth client with this client_id is registered.',
  invalid_redirect_uri: 'The redirect URI is not registered for this client (registered URIs must match exactly).',
  unsupported_response_type: 'Only response_type "code" is supported.',
  trusted_auth_token_profile_not_found: 'No trusted auth token profile with this profile_id is configured.',
  invalid_token: 'The token could not be verified against the trusted auth token profile.',
};

export function fail(status: ContentfulStatusCode, errorType: string, message?: string): ApiError {
  return new ApiError(status, errorType, message ?? FEATURE_ERROR_MESSAGES[errorType]);
}
