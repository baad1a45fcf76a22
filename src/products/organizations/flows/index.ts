export { heldInvitation, holdInvitation, takeInvitationLink } from './invitationLink';
export { useInvitation, type InvitationStep } from './useInvitation';
