import { IdentityProvider, type IdentityProviderProps } from './IdentityProvider';
import { mountInto, type MountedWidget, type MountTarget } from './mountInto';

export type MountIdentityProviderOptions = MountTarget & IdentityProviderProps;

/**
 * Mounts the identity-provider widget (SPEC §1) into the element `elementId` selects. Its own
 * module, not mount.tsx: what mount.tsx imports is Login's first download, and none of this is.
 */
export function mountIdentityProvider({ elementId, enableShadowDOM = false, css, ...props }: MountIdentityProviderOptions): MountedWidget {
  return mountInto({ elementId, enableShadowDOM, css }, () => <IdentityProvider {...props} />);
}
