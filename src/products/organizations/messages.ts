/** Organizations' English on Login (docs/organizations.md "Invitations"); authored, as SPEC.md has no organizations. */
export const organizationsMessages = {
  'organizations.invitation.title': 'Join {organization}',
  'organizations.invitation.text': '{inviter} invited you to join {organization} as {role}.',
  'organizations.invitation.textNoInviter': 'You are invited to join {organization} as {role}.',
  'organizations.invitation.for': 'This invitation is for {email}.',
  'organizations.invitation.accept': 'Accept invitation',
  'organizations.invitation.decline': 'Decline',
  'organizations.invitation.mismatchTitle': 'This invitation is for another address',
  'organizations.invitation.signedInAs': 'You are signed in as {email}.',
  'organizations.invitation.signOut': 'Sign out',
  'organizations.invitation.unusableTitle': 'This invitation can\u2019t be used',
  'organizations.invitation.acceptedTitle': 'You joined {organization}',
  'organizations.invitation.acceptedText': '{organization} is now your active organization.',
  'organizations.invitation.declinedTitle': 'Invitation declined',
  'organizations.invitation.declinedText': 'You declined the invitation to join {organization}.',
  'organizations.role.owner': 'Owner',
  'organizations.role.admin': 'Admin',
  'organizations.role.member': 'Member',
  // The server's words for its errors (docs/organizations.md "Invitations").
  'error.invitation_email_mismatch': 'This invitation was sent to another email address. Sign in with that address to accept it.',
  'error.invitation_expired': 'This invitation has expired. Ask for a new one.',
  'error.invitation_not_found': 'This invitation is unknown, was withdrawn, or was already answered.',
} as const;

/**
 * The organization switcher's English (docs/organizations.md "The organization switcher"), its own
 * widget's (portico/organizations): a table apart, so a Login page never bundles it.
 */
export const switcherMessages = {
  'organizations.switcher.title': 'Organizations',
  'organizations.switcher.label': 'Active organization',
  'organizations.switcher.personal': 'Personal account',
  'organizations.switcher.option': '{organization} ({role})',
  'organizations.switcher.activeText': 'You are working in {organization} as {role}.',
  'organizations.switcher.personalText': 'You are working in your personal account.',
  'organizations.switcher.none': 'You are not a member of any organization yet.',
  'organizations.switcher.switching': 'Switching…',
  'organizations.switcher.create': 'Create organization',
  'organizations.create.title': 'Create organization',
  'organizations.create.name': 'Name',
  'organizations.create.slug': 'URL name (optional)',
  'organizations.create.slugHint': 'Lower case letters, digits and hyphens. Left empty, it is made from the name.',
  'organizations.create.submit': 'Create',
  'organizations.create.nameRequired': 'Enter a name for the organization.',
  'organizations.create.nameTooLong': 'A name is at most 100 characters.',
  'organizations.create.slugInvalid': 'Use 1 to 48 lower case letters, digits and hyphens, starting and ending with a letter or digit.',
  // The server's words for its errors (docs/organizations.md).
  'error.duplicate_organization_slug': 'Another organization already uses this URL name.',
  'error.organization_not_found': 'No such organization, or you are not one of its members.',
} as const;
