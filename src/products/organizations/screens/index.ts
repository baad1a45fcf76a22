/** The invitation screens: pure views, props in and callbacks out. */
export { InvitationAnswered, type InvitationAnsweredProps } from './InvitationAnswered';
export { InvitationMismatch, type InvitationMismatchProps } from './InvitationMismatch';
export { InvitationPrompt, type InvitationPromptProps } from './InvitationPrompt';
export { InvitationUnusable, type InvitationUnusableProps } from './InvitationUnusable';
export type { InvitationDetails } from './invitationTypes';
export { PersonText } from './PersonText';
// The organization switcher (its own widget, portico/organizations).
export { OrganizationChooser, type OrganizationChooserProps } from './OrganizationChooser';
export { OrganizationCreate, type OrganizationCreateProps } from './OrganizationCreate';
export type { OrganizationChoice, OrganizationCreateValues } from './switcherTypes';
