import { OrganizationSettings, type OrganizationSettingsProps } from '../OrganizationSettings';
import { mountInto } from './mountInto';
import { splitMountOptions, type MountedWidget, type MountTarget } from './mountTarget';

export type MountOrganizationSettingsOptions = MountTarget & OrganizationSettingsProps;

/** Mounts the organization settings (docs/organizations.md "Settings") for the person signed in on this page. */
export function mountOrganizationSettings(options: MountOrganizationSettingsOptions): MountedWidget {
  const { target, props } = splitMountOptions<OrganizationSettingsProps>(options);
  return mountInto(target, () => <OrganizationSettings {...props} />);
}
