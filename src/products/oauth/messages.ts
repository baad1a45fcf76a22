/**
 * Social buttons and One Tap's developer errors (SPEC §2, §8): travels with the OAuth product.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */
import { OAUTH_CALLBACK_ERROR } from '../../i18n/messages/oauthCallbackError';

export const oauthMessages = {
  // Social and wallet buttons (SPEC §2)
  'oauth.continueWith': 'Continue with {provider}',

  // One Tap developer errors, shown with a test public token only (SPEC §8); all authored.
  // Ids are `error.onetap_<reason>`, the reason as the client check or Google's prompt gives it.
  'error.onetap_unregistered_origin': 'One Tap: this origin is not allowed by your Google client.',
  'error.onetap_invalid_client': 'One Tap: Google does not know this client id.',
  'error.onetap_oauth_config_not_found': 'One Tap: Google is not set up for this project.',
  'error.onetap_no_login_redirect_urls_set': 'One Tap: this project has no login redirect URL.',
  'error.onetap_no_signup_redirect_urls_set': 'One Tap: this project has no signup redirect URL.',
  'error.onetap_default_provider_not_allowed': 'One Tap needs your own Google client, not the default one.',

  // Server errors of this product's calls (SPEC §8)
  'error.oauth_token_not_found': 'OAuth Token could not be found.',
  'error.oauth_flow_callback_error': OAUTH_CALLBACK_ERROR,
  // authored: a start or One Tap redirect URL that is not http(s) is never opened
  'error.oauth_url_refused': 'The sign-in page’s address is not a web address.',
} as const;
