/** The organization settings' flows: the only callers of the client's organization calls here. */
export { useOrganizationSettings, type OrganizationSettingsState } from './useOrganizationSettings';
export { useGeneralSection } from './useGeneralSection';
export { useMembersSection } from './useMembersSection';
export { useInvitationsSection, type InvitationsFlowArgs } from './useInvitationsSection';
export { useRolesSection } from './useRolesSection';
export { useSectionChange } from './useSectionChange';
export type { SectionFlowArgs } from './sectionArgs';
export type { SectionNotice } from './notice';
export * as organizationSettingsRules from './settingsRules';
