/**
 * Social sign-in and One Tap on the dev server: the Portico emulator's emulated providers are the
 * OAuth providers (emulator/providers/routes.ts), reached through Better Auth's genericOAuth
 * (OIDC ones by discovery, with id_token verification required; plain OAuth 2.0 ones by their
 * authorize/token/userinfo URLs), and its oneTap plugin verifies the emulated Google's credentials
 * against stand-in keys (standInGoogleKeys.ts). A host configures real providers the same way
 * (docs/better-auth.md), or with Better Auth's built-in socialProviders.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { oneTap } from 'better-auth/plugins';
import { OIDC_PROVIDERS, type OAuthProvider } from '../../emulator/providers/names';
import type { PorticoOptions } from '../../plugin/src';
import { useStandInGoogleKeys } from './standInGoogleKeys';

export interface EmulatedProviders {
  /** The emulator's origin, e.g. http://localhost:8787. */
  url: string;
  /** Its enabled providers (its config's oauth_providers), Google's client id among them. */
  providers: ReadonlyArray<{ type: string; client_id?: string | undefined }>;
}

/** Development credentials: the emulated providers accept any secret unless their config sets one. */
const DEV_CLIENT_SECRET = 'portico-dev-client-secret';

export function devSocial(emulated: EmulatedProviders): { plugins: BetterAuthPlugin[]; portico: Partial<PorticoOptions>; close(): void } {
  const base = (type: string) => `${emulated.url}/oauth/emulated/${type}`;
  const config: GenericOAuthConfig[] = emulated.providers.map(({ type, client_id }) => {
    const common = { providerId: type, clientId: client_id ?? `portico-dev-${type}`, clientSecret: DEV_CLIENT_SECRET };
    return OIDC_PROVIDERS.has(type as OAuthProvider)
      ? { ...common, discoveryUrl: `${base(type)}/.well-known/openid-configuration`, requireIdTokenVerification: true, scopes: ['openid', 'email', 'profile'] }
      : { ...common, authorizationUrl: `${base(type)}/authorize`, tokenUrl: `${base(type)}/token`, userInfoUrl: `${base(type)}/userinfo`, scopes: ['email'] };
  });
  const googleClientId = emulated.providers.find((p) => p.type === 'google')?.client_id;
  const release = googleClientId ? useStandInGoogleKeys(`${base('google')}/jwks.json`) : () => undefined;
  return {
    plugins: [genericOAuth({ config }), ...(googleClientId ? [oneTap({ clientId: googleClientId })] : [])],
    portico: {
      oauthProviders: emulated.providers.map((p) => p.type),
      // The emulator's stand-in for Google's library (emulator/providers/oneTapScript.ts).
      ...(googleClientId ? { oneTap: { clientId: googleClientId, scriptUrl: `${base('google')}/onetap.js` } } : {}),
    },
    close: release,
  };
}
