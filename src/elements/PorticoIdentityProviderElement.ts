import type { ConsentManifestGenerator } from '../screens/idpTypes';
import type { IdentityProviderProps } from '../widget/IdentityProvider';
import { COMMON_ATTRIBUTES, PorticoElement, type ElementProps } from './PorticoElement';

type Props = IdentityProviderProps & ElementProps;

/**
 * `<portico-identity-provider>`: the OAuth/OIDC consent and logout widget (SPEC §1), downloaded
 * when it connects. `trusted-auth-token` and `token-profile-id` are attributes too.
 */
export class PorticoIdentityProviderElement extends PorticoElement<Props> {
  static override readonly observedAttributes = [...COMMON_ATTRIBUTES, 'trusted-auth-token', 'token-profile-id'];

  /** Words the permissions your way (SPEC §6). */
  get getConsentManifest(): ConsentManifestGenerator | undefined {
    return this.extra.getConsentManifest as ConsentManifestGenerator | undefined;
  }
  set getConsentManifest(value: ConsentManifestGenerator | undefined) {
    this.extra.getConsentManifest = value;
    this.update();
  }

  /** The query string holding the OAuth/OIDC request. @defaultValue `location.search` */
  get search(): string | undefined {
    return this.extra.search as string | undefined;
  }
  set search(value: string | undefined) {
    this.extra.search = value;
    this.update();
  }

  /** Sends the browser to the app's redirect URI. @defaultValue `location.assign` */
  get navigate(): ((url: string) => void) | undefined {
    return this.extra.navigate as ((url: string) => void) | undefined;
  }
  set navigate(value: ((url: string) => void) | undefined) {
    this.extra.navigate = value;
    this.update();
  }

  protected override ownPropertyNames() {
    return ['getConsentManifest', 'search', 'navigate'];
  }

  protected override ownProps() {
    return {
      ...(this.extra as Partial<Props>),
      trustedAuthToken: this.getAttribute('trusted-auth-token') ?? undefined,
      tokenProfileID: this.getAttribute('token-profile-id') ?? undefined,
    };
  }

  protected loadView() {
    return import('../widget/IdentityProvider').then((m) => m.IdentityProvider);
  }
}
