/**
 * "Demo App" (`demo-client` in emulator/portico.config.json): a third-party app that signs people in
 * with the demo project, as any OpenID Connect app would. It is openid-client, the certified relying
 * party library, running in this page: discovery, authorization code + PKCE S256, the code exchanged
 * at the token endpoint, the id_token checked (signature, issuer, audience, nonce), and RP-initiated
 * logout. Nothing here is Portico: it is the other side of the identity-provider page.
 */
import * as oidc from 'openid-client';
import { loadProject } from './project';

const CLIENT_ID = 'demo-client';
const PENDING = 'portico-demo-app.pending';

/** Where the provider sends the person back; registered for demo-client on the emulator's own origin (scripts/demo/withEmulator.ts). */
export const demoAppCallback = () => `${location.origin}/demo/idp-callback.html`;

async function configuration(): Promise<oidc.Configuration> {
  const { base_url } = await loadProject();
  // The emulator speaks plain http on localhost; openid-client needs to be told that is fine.
  return oidc.discovery(new URL(base_url), CLIENT_ID, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
}

/** The authorization URL of a new sign-in; its PKCE verifier, state and nonce wait in this tab. */
export async function signInUrl(scope = 'openid email profile'): Promise<URL> {
  const config = await configuration();
  const verifier = oidc.randomPKCECodeVerifier();
  const pending = { verifier, state: oidc.randomState(), nonce: oidc.randomNonce() };
  sessionStorage.setItem(PENDING, JSON.stringify(pending));
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: demoAppCallback(),
    scope,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
}

export interface SignedIn {
  claims: Record<string, unknown>;
  scope: string | undefined;
  idToken: string;
}

/** Redeems the code this page came back with. */
export async function finishSignIn(current: URL): Promise<SignedIn> {
  const saved = sessionStorage.getItem(PENDING);
  sessionStorage.removeItem(PENDING);
  if (!saved) throw new Error('This tab did not start a sign-in, or it is already finished.');
  const pending = JSON.parse(saved) as { verifier: string; state: string; nonce: string };
  const config = await configuration();
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
  });
  return { claims: { ...tokens.claims() }, scope: tokens.scope, idToken: tokens.id_token ?? '' };
}

/**
 * RP-initiated logout: the provider's end-session page, which comes back here. With the id_token as
 * a hint the provider knows who is leaving and does not ask; without it, it asks 'Log out?'.
 */
export async function logoutUrl(idToken?: string): Promise<URL> {
  const config = await configuration();
  return oidc.buildEndSessionUrl(config, {
    post_logout_redirect_uri: demoAppCallback(),
    state: oidc.randomState(),
    ...(idToken ? { id_token_hint: idToken } : {}),
  });
}
