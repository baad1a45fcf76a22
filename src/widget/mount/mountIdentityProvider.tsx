import { IdentityProvider, type IdentityProviderProps } from '../IdentityProvider';
import { refuseUnserved } from '../refuseUnserved';
import { mountInto } from './mountInto';
import type { MountedWidget, MountTarget } from './mountTarget';

export type MountIdentityProviderOptions = MountTarget & IdentityProviderProps;

/**
 * Mounts the identity-provider widget (SPEC §1) into the element `elementId` selects. Its own
 * module, not mount.tsx: what mount.tsx imports is Login's first download, and none of this is.
 */
export function mountIdentityProvider({ elementId, enableShadowDOM = false, css, ...props }: MountIdentityProviderOptions): MountedWidget {
  refuseUnserved(props.client, { products: ['identityProvider'] });
  return mountInto({ elementId, enableShadowDOM, css }, () => <IdentityProvider {...props} />);
}
