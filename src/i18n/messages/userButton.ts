/** The user button: the signed-in person and a way out. Authored: SPEC.md has no such part. */
export const userButtonMessages = {
  'session.signedInAs': 'Signed in as {name}',
  'session.signOut': 'Sign out',
} as const;
