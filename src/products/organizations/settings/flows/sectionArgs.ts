import type { OrganizationDetail } from '../../../../client/organizationTypes';
import type { FlowArgs } from '../../../../flows/runtime';
import type { Viewer } from './settingsRules';

/** What each of the settings' section flows is given: the organization as read, and a way to read it again. */
export interface SectionFlowArgs extends FlowArgs {
  organizationId: string;
  detail: OrganizationDetail;
  viewer: Viewer;
  reload(): Promise<unknown>;
}
