/**
 * An organization's domains and SSO connection on Better Auth (organizationDomainCalls.ts, organizationConnectionCalls.ts),
 * against a fake Better Auth answering over fetch: each call's route and body, portico()'s refusals
 * as the catalogue's error_types, and `get` declaring domains and the connection unsupported only on
 * a server without portico({ domains }) or the sso plugin. tests/server/organizationDomainsBetterAuth.test.ts runs a real Better Auth.
 */
import { describe, expect, it } from 'vitest';
import { createBetterAuthRequester } from '../../../src/client/betterAuth/request';
import { createOrganizationCalls } from '../../../src/client/betterAuth/organizationPluginCalls';

const FULL = { id: 'org-1', name: 'Acme', slug: 'acme', members: [{ id: 'm-1', userId: 'u-1', role: 'admin', user: { email: 'admin@acme.test', name: 'Admin' } }] };
const DOMAIN = { domain: 'acme.test', verified: false, txt_record: { name: '_portico-verification.acme.test', value: 'portico-verification=abc' } };

/** A fake Better Auth: `answer(path, body)` gives [status, json]; every request is recorded. */
function fakeBetterAuth(answer: (path: string, body: unknown) => [number, unknown]) {
  const seen: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const { pathname, search } = new URL(url);
    const path = pathname.replace('/api/auth', '') + search;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    seen.push({ method: init.method ?? 'GET', path, body });
    const [status, json] = answer(path.split('?')[0]!, body);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const calls = createOrganizationCalls(createBetterAuthRequester('http://auth.test/api/auth', fetchFn), (() => Promise.reject(new Error('no sign-in'))) as never, async () => null);
  return { calls, seen };
}

const organizationRoutes = (path: string): [number, unknown] | null =>
  path === '/organization/get-full-organization' ? [200, FULL] : path === '/get-session' ? [200, { user: { id: 'u-1' } }] : path === '/organization/list-roles' ? [200, []] : null;

describe('domains on Better Auth', () => {
  it('each call is portico()’s route for it, with the organization and the domain', async () => {
    const { calls, seen } = fakeBetterAuth((path) => [200, path.endsWith('/domains') ? { domains: [DOMAIN] } : path.endsWith('/remove') ? { success: true } : { domain: DOMAIN }]);
    await expect(calls.domains('org-1')).resolves.toEqual({ domains: [DOMAIN] });
    await expect(calls.addDomain('org-1', 'acme.test')).resolves.toEqual({ domain: DOMAIN });
    await expect(calls.verifyDomain('org-1', 'acme.test')).resolves.toEqual({ domain: DOMAIN });
    await expect(calls.removeDomain('org-1', 'acme.test')).resolves.toBeUndefined();
    expect(seen).toEqual([
      { method: 'GET', path: '/portico/organization/domains?organizationId=org-1', body: undefined },
      { method: 'POST', path: '/portico/organization/domains/add', body: { organizationId: 'org-1', domain: 'acme.test' } },
      { method: 'POST', path: '/portico/organization/domains/verify', body: { organizationId: 'org-1', domain: 'acme.test' } },
      { method: 'POST', path: '/portico/organization/domains/remove', body: { organizationId: 'org-1', domain: 'acme.test' } },
    ]);
  });

  it.each([
    [400, 'DOMAIN_VERIFICATION_FAILED', 'domain_verification_failed'],
    [409, 'DOMAIN_TAKEN', 'domain_taken'],
    [404, 'DOMAIN_NOT_FOUND', 'domain_not_found'],
    [403, 'DOMAINS_NOT_ALLOWED', 'unauthorized_action'],
    [404, 'ORGANIZATION_NOT_FOUND', 'organization_not_found'],
  ])('a %i %s reads %s, in the catalogue’s words', async (status, code, errorType) => {
    const { calls } = fakeBetterAuth(() => [status, { code, message: 'Better Auth’s English' }]);
    const error = (await calls.verifyDomain('org-1', 'acme.test').catch((thrown: unknown) => thrown)) as { error_type: string; developer?: boolean };
    expect(error.error_type).toBe(errorType);
    expect(error.developer).toBeUndefined();
  });

  it('get: an admin manages domains and the connection where portico({ domains }) answers, even when the read is refused', async () => {
    const { calls } = fakeBetterAuth((path) => organizationRoutes(path) ?? [403, { code: 'DOMAINS_NOT_ALLOWED', message: 'no' }]);
    const detail = await calls.get('org-1');
    expect(detail.permissions).toEqual(expect.arrayContaining(['domains:manage', 'sso:manage']));
    expect(detail.unsupported).toEqual([]);
  });

  it('get: without the sso plugin the connection is unsupported; without portico({ domains }) (no such route) both are', async () => {
    const noSso = fakeBetterAuth((path) => organizationRoutes(path) ?? [404, { code: 'SSO_NOT_SERVED', message: 'no' }]);
    expect((await noSso.calls.get('org-1')).unsupported).toEqual(['sso:manage']);
    const none = fakeBetterAuth((path) => organizationRoutes(path) ?? [404, null]);
    const detail = await none.calls.get('org-1');
    expect(detail.unsupported).toEqual(['domains:manage', 'sso:manage']);
    expect(detail.permissions).not.toContain('domains:manage');
    await expect(none.calls.addDomain('org-1', 'acme.test')).rejects.toMatchObject({ error_type: 'unsupported_by_backend' });
  });
});

describe('the SSO connection on Better Auth', () => {
  const OIDC = { connection_id: 'portico-org-1', type: 'oidc', oidc: { issuer: 'https://idp.acme.example', client_id: 'old', redirect_uri: 'http://auth.test/api/auth/sso/callback/portico-org-1' } };
  /** A fake whose connection is `existing` until a register or update, then the saved one. */
  const withConnection = (existing: unknown) => {
    let now = existing;
    return fakeBetterAuth((path) => {
      if (path === '/portico/organization/connection') return [200, { connection: now }];
      if (path === '/organization/get-full-organization') return [200, { ...FULL, ssoRequired: true }];
      if (path === '/sso/register' || path === '/sso/update-provider') now = OIDC;
      if (path === '/sso/delete-provider') now = null;
      return [200, {}];
    });
  };
  const posted = (seen: Array<{ method: string; path: string; body: unknown }>) => seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);

  it('a first OIDC connection is the sso plugin’s register, for the organization; portico() sets the domain it routes by', async () => {
    const { calls, seen } = withConnection(null);
    await expect(calls.saveConnection('org-1', { type: 'oidc', issuer: 'https://idp.acme.example', client_id: 'acme', client_secret: 's3cret' })).resolves.toEqual({ connection: OIDC });
    expect(posted(seen)).toEqual([
      ['/sso/register', { providerId: 'portico-org-1', issuer: 'https://idp.acme.example', domain: 'org-1.portico.invalid', organizationId: 'org-1', oidcConfig: { clientId: 'acme', clientSecret: 's3cret', scopes: ['openid', 'email', 'profile'] } }],
    ]);
  });

  it('the same issuer again updates the provider, keeping the secret when none is typed; another issuer replaces it and needs its secret', async () => {
    const same = withConnection(OIDC);
    await same.calls.saveConnection('org-1', { type: 'oidc', issuer: 'https://idp.acme.example', client_id: 'acme-2' });
    expect(posted(same.seen)).toEqual([['/sso/update-provider', { providerId: 'portico-org-1', oidcConfig: { clientId: 'acme-2' } }]]);

    const other = withConnection(OIDC);
    await expect(other.calls.saveConnection('org-1', { type: 'oidc', issuer: 'https://login.example', client_id: 'acme' })).rejects.toMatchObject({ error_type: 'invalid_request' });
    expect(posted(other.seen)).toEqual([]);
    await other.calls.saveConnection('org-1', { type: 'oidc', issuer: 'https://login.example', client_id: 'acme', client_secret: 's' });
    expect(posted(other.seen).map(([path]) => path)).toEqual(['/sso/delete-provider', '/sso/register']);
  });

  it('removing it deletes the provider and turns sso_required off; SAML is not saved here, and nothing is sent', async () => {
    const { calls, seen } = withConnection(OIDC);
    await calls.deleteConnection('org-1');
    expect(posted(seen)).toEqual([
      ['/sso/delete-provider', { providerId: 'portico-org-1' }],
      ['/organization/update', { organizationId: 'org-1', data: { ssoRequired: false } }],
    ]);
    const saml = withConnection(null);
    await expect(saml.calls.saveConnection('org-1', { type: 'saml', metadata_url: 'https://idp.example/metadata' })).rejects.toMatchObject({ error_type: 'unsupported_by_backend' });
    expect(saml.seen).toEqual([]);
  });
});
