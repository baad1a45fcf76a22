/**
 * SPEC §8's message for oauth_flow_callback_error, one string for both readers: the client's
 * error_message (what onError hears) and the OAuth product's catalogue entry (what the person reads).
 */
export const OAUTH_CALLBACK_ERROR = 'An error was encountered in the callback of the OAuth flow. Please try again.';
