/**
 * Words several products' screens share (back, success, errors, links). None is on Main, so they
 * travel with those screens rather than in the first download.
 */

export const sharedMessages = {
  'common.back': 'Back',
  'common.success': 'Success!',
  'common.errorTitle': 'Looks like there was an error!', // SPEC §2's generic error screen wording
  // The magic link's authenticate, met on the reset page and the host's redirect page (SPEC §8)
  'error.unable_to_auth_magic_link':
    'The magic link could not be authenticated because it was either already used or expired. Please try again.',
} as const;
