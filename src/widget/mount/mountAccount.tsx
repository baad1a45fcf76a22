import { Account, type AccountProps } from '../Account';
import { mountInto } from './mountInto';
import { splitMountOptions, type MountedWidget, type MountTarget } from './mountTarget';

export type MountAccountOptions = MountTarget & AccountProps;

/** Mounts the account center (docs/account.md) for the person signed in on this page. */
export function mountAccount(options: MountAccountOptions): MountedWidget {
  const { target, props } = splitMountOptions<AccountProps>(options);
  return mountInto(target, () => <Account {...props} />);
}
