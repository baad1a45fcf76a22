/**
 * A call refused for its bot challenge (docs/bots.md; authored: the spec names its captcha without
 * words). Only a server that asks for a challenge refuses for one, and the refusal comes through
 * the challenge's code, which adds this English when it starts (flows/challenge/startChallenge.ts):
 * no page without challenges downloads it.
 */

export const challengeMessages = {
  'error.challenge_required': 'We could not confirm that this request came from a person, so nothing was sent. Please try again.',
  'error.challenge_failed': 'The security check failed, so nothing was sent. Please try again.',
} as const;
