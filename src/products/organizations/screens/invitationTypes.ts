/** What the invitation screens show of an invitation: the screens own this view model. */
export interface InvitationDetails {
  organization: string;
  /** Who sent it; null when the inviter's account is gone. */
  inviter: string | null;
  /** The role's id: owner, admin and member are named in the page's language, a host's own role as it is. */
  role: string;
  /** The address it was sent to: only that address may accept it. */
  email: string;
}
