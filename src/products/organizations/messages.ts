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
