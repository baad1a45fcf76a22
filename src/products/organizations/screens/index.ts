/** The invitation screens: pure views, props in and callbacks out. */
export { InvitationAnswered, type InvitationAnsweredProps } from './InvitationAnswered';
export { InvitationMismatch, type InvitationMismatchProps } from './InvitationMismatch';
export { InvitationPrompt, type InvitationPromptProps } from './InvitationPrompt';
export { InvitationUnusable, type InvitationUnusableProps } from './InvitationUnusable';
export type { InvitationDetails } from './invitationTypes';
export { PersonText } from './PersonText';
