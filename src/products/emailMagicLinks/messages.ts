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

/** Every English message this slice brings: the whole catalogue (src/i18n/en.ts) is built from each slice's. */
export const catalogue = [magicLinkMessages] as const;
