import { OrganizationSwitcher, type OrganizationSwitcherProps } from '../OrganizationSwitcher';
import { mountInto } from './mountInto';
import { splitMountOptions, type MountedWidget, type MountTarget } from './mountTarget';

export type MountOrganizationSwitcherOptions = MountTarget & OrganizationSwitcherProps;

/** Mounts the organization switcher (docs/organizations.md "The organization switcher") for the person signed in on this page. */
export function mountOrganizationSwitcher(options: MountOrganizationSwitcherOptions): MountedWidget {
  const { target, props } = splitMountOptions<OrganizationSwitcherProps>(options);
  return mountInto(target, () => <OrganizationSwitcher {...props} />);
}
