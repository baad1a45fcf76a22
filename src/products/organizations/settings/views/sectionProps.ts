import type { OrganizationDetail, OrganizationPermission } from '../../../../client/organizationTypes';
import type { Viewer } from '../flows/settingsRules';

/**
 * What every section container is given. A section that needs only the first two (the domains, the
 * SSO connection) declares only those; the rest is the organization as the widget read it.
 */
export interface OrganizationSectionProps {
  organizationId: string;
  permissions: readonly OrganizationPermission[];
  detail: OrganizationDetail;
  viewer: Viewer;
  /** Reads the organization again (a change to its name, members or roles shows at once). */
  reload(): Promise<unknown>;
}
