/**
 * Better Auth's OAuth 2.1 / OIDC provider (@better-auth/oauth-provider) with Portico's
 * identity-provider widget as its consent and logout page.
 *
 * The plugin sends the browser to `loginPage` / `consentPage` itself; those are the host's page
 * that mounts `mountIdentityProvider`. Two things it does not do, which this wrapper adds:
 * - its discovery document is server-only (it cannot know where the host serves it): served here
 *   at `<basePath>/.well-known/openid-configuration`, so the issuer (the base URL) discovers;
 * - its end-session endpoint draws its own "Confirm logout" HTML page when it must ask: here that
 *   answer becomes a redirect to the host's page (with the request's parameters), keeping the
 *   signed confirmation cookie it set, so the widget asks "Log out?" and confirms with
 *   `POST <basePath>/oauth2/end-session/confirm`. A logout it can do without asking (a valid
 *   `id_token_hint` for this browser's session) passes through untouched.
 */
import { oauthProviderOpenIdConfigMetadata } from '@better-auth/oauth-provider';

type Handler = (request: Request) => Promise<Response>;

export interface IdentityProviderPageOptions {
  /** The page that mounts the identity-provider widget, e.g. https://example.com/idp (absolute). */
  page: string;
  /** Better Auth's base path. @defaultValue '/api/auth' */
  basePath?: string;
}

/** Better Auth's handler, with the discovery document and the widget as the logout question. */
export function withIdentityProviderPage(
  auth: { handler: Handler; api: { getOpenIdConfig: (...args: never[]) => unknown } },
  options: IdentityProviderPageOptions,
): Handler {
  const basePath = (options.basePath ?? '/api/auth').replace(/\/$/, '');
  const discovery = oauthProviderOpenIdConfigMetadata(auth as Parameters<typeof oauthProviderOpenIdConfigMetadata>[0]);
  return async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === `${basePath}/.well-known/openid-configuration`) return discovery(request);
    const response = await auth.handler(request);
    if (request.method !== 'GET' || url.pathname !== `${basePath}/oauth2/end-session`) return response;
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) return response;
    const html = await response.clone().text();
    if (!html.includes('data-oidc-logout-confirmation')) return response;
    const target = new URL(options.page);
    for (const [name, value] of url.searchParams) target.searchParams.append(name, value);
    const headers = new Headers({ Location: target.toString(), 'Cache-Control': 'no-store' });
    for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    return new Response(null, { status: 303, headers });
  };
}
