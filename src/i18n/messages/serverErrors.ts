/**
 * The server errors of SPEC §8 that any product can meet (the others travel with their product;
 * a refused bot challenge's, with the challenge's code: client/challenge/messages.ts).
 * A person reads them only after a server's answer, so they download with the error wording
 * (errorMessage.ts), not in the first download.
 */

export const serverErrorMessages = {
  'error.invalid_email': 'Email format is invalid.',
  'error.inactive_email':
    'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  'error.unauthorized_action': 'Unauthorized action.',
  'error.user_lock_limit_reached': 'Too many failed authentication attempts. Please try again later.',
  // Any code's send (a passcode, Verify it's you, a phone number) meets these, whatever is configured.
  'error.unsubscribed_phone_number': "The phone number has unsubscribed from messages. Text 'START' to resubscribe.", // authored from SPEC's description
  'error.too_many_requests': 'Too many codes were sent. Wait a few minutes and try again.',
  // Any code's check (a passcode, Verify it's you) and any credential's (a password, a passkey, a code).
  'error.otp_code_not_found': 'Invalid passcode, please try again.',
  'error.unauthorized_credentials': 'Unauthorized credentials.',
  // A call that needs a signed-in person (Verify it's you, the account's widgets).
  'error.user_unauthenticated': 'Must have an active session to call this method. Have you logged in yet?',
  // A body over the server's limit (portico-server's 413): a pasted text far longer than any field needs.
  'error.request_too_large': 'What you entered is too long. Shorten it and try again.', // authored
  // An SSO-only organization's employee trying a magic link, a code or a password: a Login without
  // the `sso` product meets it too (docs/organizations.md), so it is not the sso product's own.
  'error.sso_required': 'Your organization requires you to sign in with single sign-on.', // authored
} as const;
