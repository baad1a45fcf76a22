/**
 * The widget frame and Main: the English every Login page needs before its first answer.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */

export const coreMessages = {
  // Primitives and the widget frame (SPEC §1, §2)
  'common.or': 'or',
  'common.poweredBy': 'Powered by',
  'common.loading': 'Loading',
  'common.email': 'Email', // authored
  // After a link in any message, Main's field errors included (MessageText)
  'common.opensInNewTab': '(opens in a new tab)', // authored

  // Main (SPEC §2 Main)
  'main.header': 'Sign up or log in',
  'main.logoAlt': '{projectName} logo', // authored
  'main.tab.email': 'Email',
  'main.tab.sms': 'Text',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tabsLabel': 'Sign-in method', // authored
  'main.emailPlaceholder': 'example@email.com', // authored
  'main.continueWithEmail': 'Continue with email',

  // Validation (SPEC §5)
  'validation.emailFormat': 'Email format is invalid.',
  'validation.emailOtp': 'Invalid email address.',

  // The server errors of SPEC §8 any product can meet are in serverErrors.ts: they follow an answer.
  'error.unknown': 'Something went wrong. Please try again.', // authored: an error with no message at all
} as const;
