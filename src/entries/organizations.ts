/**
 * `portico/organizations`: the organizations widgets (docs/organizations.md), an entry of its own.
 * Login's entries (`portico`, `portico/vanilla`) never import it, so a Login page bundles none of it.
 */
// The organization switcher.
export { OrganizationSwitcher, type OrganizationSwitcherProps } from '../widget/OrganizationSwitcher';
export { mountOrganizationSwitcher, type MountOrganizationSwitcherOptions } from '../widget/mount/mountOrganizationSwitcher';
export { organizationSwitcherProducts } from '../products/organizationSwitcherProducts';
export type { Organization, OrganizationCalls, OrganizationRole } from '../client/organizationTypes';
