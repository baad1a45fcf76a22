/**
 * Social buttons and One Tap's developer errors (SPEC §2, §8): travels with the OAuth product.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */

export const oauthMessages = {
  // Social and wallet buttons (SPEC §2)
  'oauth.continueWith': 'Continue with {provider}',

  // One Tap developer errors, shown with a test public token only (SPEC §8); all authored
  'error.onetap_unregistered_origin':
    'One Tap: this origin is not an authorised JavaScript origin of the Google OAuth client. Add it in the Google Cloud console.',
  'error.onetap_invalid_client': 'One Tap: the Google OAuth client id is invalid. Check the Google OAuth configuration.',
  'error.onetap_oauth_config_not_found': 'One Tap: no Google OAuth client is configured for this project.',
  'error.onetap_no_login_redirect_urls_set': 'One Tap: set a login redirect URL for this project to use One Tap.',
  'error.onetap_no_signup_redirect_urls_set': 'One Tap: set a signup redirect URL for this project to use One Tap.',
  'error.onetap_default_provider': 'One Tap: the default Google OAuth client cannot be used with One Tap. Configure your own.',

  // Server errors of this product's calls (SPEC §8)
  'error.oauth_token_not_found': 'OAuth Token could not be found.',
  'error.oauth_flow_callback_error': 'An error was encountered in the callback of the OAuth flow. Please try again.',
} as const;
