/** Enterprise sign-in's English (docs/organizations.md); authored, as SPEC.md has no organizations. */
export const ssoMessages = {
  'sso.continueWith': 'Continue with {organization}',
  'main.configError.ssoWithoutEmail': 'Error: Single sign-on needs an email form: add emailMagicLinks, passwords or email OTP to the config.',
  // The server's words for its errors (docs/protocol.md), shown on Main after a way back.
  'error.sso_domain_not_found': 'No organization signs in people with this email domain.',
  'error.sso_idp_refused': 'Your organization\u2019s identity provider did not sign you in.',
  'error.sso_assertion_invalid': 'The identity provider\u2019s answer could not be verified.',
  'error.sso_clock_skew': 'The identity provider\u2019s answer has expired or is not valid yet. Check this device\u2019s clock and try again.',
  'error.sso_email_not_allowed': 'The identity provider signed in an address outside the organization\u2019s verified domains.',
  'error.sso_token_not_found': 'The single sign-on link has expired or was already used. Please try again.',
} as const;
