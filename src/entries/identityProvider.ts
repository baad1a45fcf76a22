/**
 * `portico/identity-provider`: the identity-provider widget (SPEC §1), an entry of its own. Login's
 * entries (`portico`, `portico/vanilla`) never import it, so a host's Login page bundles nothing
 * of the consent screen, its controller or its strings, whatever the host's bundler.
 */
export { IdentityProvider, type IdentityProviderProps } from '../widget/IdentityProvider';
export { mountIdentityProvider, type MountIdentityProviderOptions } from '../widget/mount/mountIdentityProvider';
export type {
  ConsentManifest,
  ConsentManifestGenerator,
  ConsentManifestInput,
  ConsentSection,
  ConsentItem,
} from '../screens/idpTypes';
export type { Callbacks, PorticoEvent, PorticoError } from '../flows/events';
