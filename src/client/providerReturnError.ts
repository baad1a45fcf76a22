import { OAUTH_CALLBACK_ERROR } from '../i18n/messages/oauthCallbackError';

/**
 * A provider's error as the redirect URL carries it (`error`, `error_description`): anyone can write
 * both into a link to the page, so the description is never repeated. The error_type is kept when it
 * looks like one (the widget words it from its catalogue), else it is oauth_flow_callback_error.
 */
export function providerReturnError(error: string): { error_type: string; error_message: string } {
  return { error_type: /^[a-z][a-z0-9_]{0,63}$/.test(error) ? error : 'oauth_flow_callback_error', error_message: OAUTH_CALLBACK_ERROR };
}
