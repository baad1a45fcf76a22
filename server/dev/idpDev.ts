/**
 * The identity provider as the dev server runs it: Better Auth's OAuth 2.1 / OIDC provider
 * (@better-auth/oauth-provider, ID tokens signed by the jwt plugin's keys), with the demo's
 * identity-provider page (demo/idp.html, Portico's widget) as its login, consent and logout page.
 */
import { jwt } from 'better-auth/plugins/jwt';
import { oauthProvider } from '@better-auth/oauth-provider';

/** The demo page that mounts the identity-provider widget (served on the same origin). */
export const idpPage = (origin: string) => `${origin}/demo/idp.html`;

/** Descriptions for the consent screen beyond OpenID's own scopes (portico({ scopes })). */
export const DEV_IDP_SCOPES = [{ scope: 'read:documents', description: 'Read your documents' }];

export function identityProviderForPage(origin: string) {
  return [
    jwt(),
    oauthProvider({
      loginPage: idpPage(origin),
      consentPage: idpPage(origin),
      scopes: ['openid', 'profile', 'email', 'offline_access', ...DEV_IDP_SCOPES.map((entry) => entry.scope)],
    }),
  ];
}

/** What the dev server registers a relying party with (OAuth dynamic-registration field names). */
export interface DevClientRegistration {
  client_name: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
  scope?: string;
  logo_uri?: string;
}

interface ClientAdmin {
  api: {
    signUpEmail(args: { body: { email: string; password: string; name: string }; returnHeaders: true }): Promise<{ headers: Headers }>;
    adminCreateOAuthClient(args: { body: Record<string, unknown>; headers: Headers }): Promise<{ client_id: string }>;
  };
}

let admins = 0;

/**
 * Registers a public client (PKCE, no secret) that may end sessions, as a signed-in developer:
 * Better Auth's admin registration needs a session, so a throwaway developer account signs up.
 * Better Auth takes http:// redirect URIs only from native clients on loopback (its web clients
 * need https), so a relying party on this machine registers as `native`.
 */
export async function registerDevClient(auth: unknown, registration: DevClientRegistration): Promise<{ client_id: string }> {
  const { api } = auth as ClientAdmin;
  const developer = `developer-${++admins}-${Date.now()}@dev.invalid`;
  const { headers } = await api.signUpEmail({ body: { email: developer, password: `${crypto.randomUUID()}-Dev!`, name: 'Developer' }, returnHeaders: true });
  const cookie = headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  return api.adminCreateOAuthClient({
    body: { ...registration, token_endpoint_auth_method: 'none', application_type: 'native', enable_end_session: true, require_pkce: true },
    headers: new Headers({ cookie }),
  });
}
