/**
 * `portico/organizations`: the organization widgets (docs/organizations.md), an entry of its own.
 * Login's entries (`portico`, `portico/vanilla`) never import it, so a Login page bundles none of it.
 */
// The organization switcher.
export { OrganizationSwitcher, type OrganizationSwitcherProps } from '../widget/OrganizationSwitcher';
export { mountOrganizationSwitcher, type MountOrganizationSwitcherOptions } from '../widget/mount/mountOrganizationSwitcher';
export { organizationSwitcherProducts } from '../products/organizationSwitcherProducts';
export type { Organization, OrganizationCalls, OrganizationRole } from '../client/organizationTypes';
// The organization settings.
export { OrganizationSettings, type OrganizationSettingsProps } from '../widget/OrganizationSettings';
export { mountOrganizationSettings, type MountOrganizationSettingsOptions } from '../widget/mount/mountOrganizationSettings';
export { organizationSettingsProducts } from '../products/organizationSettingsProducts';
export type { OrganizationSectionProps } from '../products/organizations/settings/views/sectionProps';
