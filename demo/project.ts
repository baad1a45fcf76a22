import { createHttpClient, type AuthClient } from '../src/client';

export interface DemoProject {
  public_token: string;
  project_name: string;
  base_url: string;
  /** Set by the Better Auth dev server (`npm run start:better-auth`): the page talks to Better Auth. */
  backend?: 'better-auth';
  auth_base_url?: string;
  /** The Better Auth dev server runs its OIDC provider with demo/idp.html as the consent page. */
  identity_provider?: boolean;
  /** The social providers that Better Auth dev server configured. */
  oauth_providers?: string[];
}

/** The demo host reads its public token from the emulator it is served by. */
export async function loadProject(): Promise<DemoProject> {
  const res = await fetch('/demo/project.json');
  if (!res.ok) throw new Error(`Could not load /demo/project.json (${res.status})`);
  return (await res.json()) as DemoProject;
}

export async function demoClient(): Promise<{ client: AuthClient; project: DemoProject }> {
  const project = await loadProject();
  if (project.backend === 'better-auth' && project.auth_base_url) {
    const { createBetterAuthClient } = await import('../src/client/betterAuth');
    return {
      client: createBetterAuthClient({ baseURL: project.auth_base_url, identityProvider: project.identity_provider === true, oauthProviders: project.oauth_providers ?? [] }),
      project,
    };
  }
  return { client: createHttpClient({ baseUrl: location.origin, publicToken: project.public_token }), project };
}

/** Where the emulator sends magic links, OAuth and password-reset links back to in the demo. */
export const demoUrls = {
  authenticate: () => `${location.origin}/demo/authenticate.html`,
  reset: () => `${location.origin}/demo/reset.html`,
  /** The IdP page as the demo OAuth client opens it, sending the answer back to this origin's callback. */
  identityProvider: () =>
    `/demo/idp.html?${new URLSearchParams({ client_id: 'demo-client', redirect_uri: `${location.origin}/demo/idp-callback.html` })}`,
};
