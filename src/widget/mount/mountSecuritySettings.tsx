import { mountInto } from './mountInto';
import { splitMountOptions, type MountedWidget, type MountTarget } from './mountTarget';
import { SecuritySettings, type SecuritySettingsProps } from '../SecuritySettings';

export type MountSecuritySettingsOptions = MountTarget & SecuritySettingsProps;

/** Mounts the account's security widget for the signed-in user. */
export function mountSecuritySettings(options: MountSecuritySettingsOptions): MountedWidget {
  const { target, props } = splitMountOptions<SecuritySettingsProps>(options);
  return mountInto(target, () => <SecuritySettings {...props} />);
}
