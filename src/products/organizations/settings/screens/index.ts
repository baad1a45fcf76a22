/** The organization settings' screens: pure views, props in and callbacks out. */
export { OrganizationSettings, type OrganizationSettingsProps, type OrganizationSettingsTab } from './OrganizationSettings';
export { OrganizationGeneral, type OrganizationGeneralProps } from './OrganizationGeneral';
export { OrganizationMembers, type OrganizationMembersProps, type OrganizationMemberItem } from './OrganizationMembers';
export { OrganizationInvitations, type OrganizationInvitationsProps, type PendingInvitationItem } from './OrganizationInvitations';
export { OrganizationRoles, type OrganizationRolesProps, type RoleItem, type RoleEditorState } from './OrganizationRoles';
export { ConfirmAction, type ConfirmActionProps } from './ConfirmAction';
export { SectionNotice, type SectionNoticeValue } from './SectionNotice';
export { CopyValue, type CopyValueProps } from './CopyValue';
export { SettingsSectionFrame, type SettingsSectionFrameProps } from './SettingsSectionFrame';
