export { heldInvitation, holdInvitation, takeInvitationLink } from './invitationLink';
export { useInvitation, type InvitationStep } from './useInvitation';
// The organization switcher (its own widget, portico/organizations).
export { useOrganizationSwitcher, type SwitcherStep } from './useOrganizationSwitcher';
export { useCreateOrganization } from './useCreateOrganization';
export { nameProblem, slugProblem } from './organizationRules';
