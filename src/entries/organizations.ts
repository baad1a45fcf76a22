/**
 * `portico/organizations`: the organization widgets (docs/organizations.md), an entry of its own.
 * Login's entries (`portico`, `portico/vanilla`) never import it, so a Login page bundles none of it.
 */
// The organization settings.
export { OrganizationSettings, type OrganizationSettingsProps } from '../widget/OrganizationSettings';
export { mountOrganizationSettings, type MountOrganizationSettingsOptions } from '../widget/mount/mountOrganizationSettings';
export { organizationSettingsProducts } from '../products/organizationSettingsProducts';
export type { OrganizationSectionProps } from '../products/organizations/settings/views/sectionProps';
