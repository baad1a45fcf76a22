/**
 * EmailConfirmation (SPEC §2): travels with the magic-link product.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */

export const magicLinkMessages = {
  // EmailConfirmation (SPEC §2)
  'emailConfirmation.title': 'Check your email',
  'emailConfirmation.sentTo': 'An email was sent to {email}.',
  'emailConfirmation.openGmail': 'Open in Gmail',
  'emailConfirmation.openYahoo': 'Open in Yahoo',
  'emailConfirmation.openOutlook': 'Open in Outlook',
  'emailConfirmation.tryAgain': 'Try again',
} as const;
