/**
 * portico()'s enterprise sign-in routes beside @better-auth/sso (plugin/src/sso): discovery reveals
 * what the emulator's /v1/sso/discover reveals and no more, answers sso_domain_not_found for
 * anything else (an unverified domain too, when the sso plugin verifies domains); the way back maps
 * Better Auth's failures to the catalogue's error_types and is no open redirect; the bootstrap
 * lists `sso` only beside the sso plugin. Better Auth in process (server/dev, SQLite).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevAuth } from '../../server/dev/devAuth';
import { ORIGIN } from './harness';

type Dev = Awaited<ReturnType<typeof createDevAuth>>;
let plain: Dev;
let withSso: Dev;
let verifying: Dev;

/** An organization and its provider, as /organization/create and /sso/register would store them. */
function provider(dev: Dev, id: string, domain: string, org: { name: string; slug: string; ssoRequired?: boolean } | null, verified?: boolean) {
  const now = Date.now();
  dev.db.prepare('INSERT INTO user (id, name, email, emailVerified, createdAt, updatedAt) VALUES (?, ?, ?, 1, ?, ?)').run(`u-${id}`, 'Admin', `admin-${id}@founders.test`, now, now);
  if (org) dev.db.prepare('INSERT INTO organization (id, name, slug, createdAt, ssoRequired) VALUES (?, ?, ?, ?, ?)').run(`org-${id}`, org.name, org.slug, now, org.ssoRequired ? 1 : 0);
  const columns = ['id', 'issuer', 'providerId', 'domain', 'userId', 'organizationId', 'samlConfig', 'oidcConfig', ...(verified === undefined ? [] : ['domainVerified'])];
  const values = [id, `https://idp.example/${id}`, id, domain, `u-${id}`, org ? `org-${id}` : null, id.endsWith('saml') ? '{"entryPoint":"https://idp.example/sso"}' : null, id.endsWith('saml') ? null : '{"clientId":"c"}', ...(verified === undefined ? [] : [verified ? 1 : 0])];
  dev.db.prepare(`INSERT INTO ssoProvider (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...values);
}

const call = (dev: Dev, method: 'GET' | 'POST', path: string, body?: unknown) =>
  dev.auth.handler(new Request(`${ORIGIN}/api/auth${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
  }));
const discover = async (dev: Dev, email: string) => {
  const response = await call(dev, 'POST', '/portico/sso/discover', { email });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  plain = await createDevAuth({ origin: ORIGIN });
  withSso = await createDevAuth({ origin: ORIGIN, sso: true });
  verifying = await createDevAuth({ origin: ORIGIN, sso: { domainVerification: { enabled: true } } });
  provider(withSso, 'globex-saml', 'globex.test', { name: 'Globex', slug: 'globex' });
  provider(withSso, 'acme-oidc', 'acme.test,acme-corp.test', null);
  provider(withSso, 'umbrella-oidc', 'umbrella.test', { name: 'Umbrella', slug: 'umbrella', ssoRequired: true });
  provider(verifying, 'initech-oidc', 'initech.test', { name: 'Initech', slug: 'initech' }, false);
  provider(verifying, 'hooli-oidc', 'hooli.test', { name: 'Hooli', slug: 'hooli' }, true);
});
afterAll(() => {
  for (const dev of [plain, withSso, verifying]) dev?.db.close();
});

describe('POST /portico/sso/discover', () => {
  it('names the organization, the connection type and whether SSO is required, and nothing more', async () => {
    const answer = await discover(withSso, 'Grace@Globex.test');
    expect(answer).toEqual({ status: 200, json: { organization: { organization_id: 'org-globex-saml', name: 'Globex', slug: 'globex' }, connection_type: 'saml', sso_required: false } });
  });

  it('reads every domain a provider lists; a provider with no organization is named by the domain', async () => {
    expect((await discover(withSso, 'wile@acme-corp.test')).json).toEqual({ organization: { organization_id: 'acme-oidc', name: 'acme-corp.test', slug: 'acme-oidc' }, connection_type: 'oidc', sso_required: false });
  });

  it('answers sso_domain_not_found for an unknown domain, a subdomain, a malformed address, and on a server without the sso plugin', async () => {
    for (const [dev, email] of [[withSso, 'solo@example.com'], [withSso, 'x@eu.globex.test'], [withSso, 'not-an-address'], [plain, 'grace@globex.test']] as const) {
      const answer = await discover(dev, email);
      expect(answer.status, email).toBe(404);
      expect(answer.json.code).toBe('SSO_DOMAIN_NOT_FOUND');
    }
  });

  it('with the sso plugin verifying domains, only a verified domain routes', async () => {
    expect((await discover(verifying, 'peter@initech.test')).status).toBe(404);
    expect((await discover(verifying, 'gavin@hooli.test')).json).toMatchObject({ organization: { name: 'Hooli' } });
  });
});

describe('an SSO-only organization (its ssoRequired field)', () => {
  it('discovery says so', async () => {
    expect((await discover(withSso, 'alice@umbrella.test')).json).toMatchObject({ organization: { name: 'Umbrella' }, sso_required: true });
  });

  it('refuses a magic link, an email code and a password for its address with SSO_REQUIRED, and only for its address', async () => {
    for (const [path, body] of [
      ['/sign-in/magic-link', { email: 'Alice@Umbrella.test' }],
      ['/email-otp/send-verification-otp', { email: 'alice@umbrella.test', type: 'sign-in' }],
      ['/sign-in/email', { email: 'alice@umbrella.test', password: 'Harbor-Lantern-93-Quiet' }],
      ['/sign-up/email', { email: 'alice@umbrella.test', password: 'Harbor-Lantern-93-Quiet', name: '' }],
    ] as const) {
      const response = await call(withSso, 'POST', path, body);
      expect(response.status, path).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe('SSO_REQUIRED');
    }
    // Globex allows other ways; an address on no organization's domain is no one's business.
    for (const email of ['grace@globex.test', 'solo@example.com']) expect((await call(withSso, 'POST', '/sign-in/magic-link', { email })).status, email).toBe(200);
  });
});

describe('GET /portico/sso/return', () => {
  it('sends the person to the page with the catalogue\u2019s error_type', async () => {
    for (const [error, type] of [['access_denied', 'sso_idp_refused'], ['invalid_state', 'sso_token_not_found'], ['SAML_RESPONSE_INVALID', 'sso_assertion_invalid'], [undefined, 'sso_assertion_invalid']] as const) {
      const response = await call(withSso, 'GET', `/portico/sso/return?${new URLSearchParams({ to: `${ORIGIN}/demo/index.html?a=1`, ...(error ? { error } : {}) })}`);
      expect(response.status).toBe(302);
      const back = new URL(response.headers.get('location')!);
      expect(back.origin + back.pathname).toBe(`${ORIGIN}/demo/index.html`);
      expect(Object.fromEntries(back.searchParams)).toEqual({ a: '1', stytch_token_type: 'sso', error: type });
    }
  });

  it('is no open redirect: a page on an untrusted origin is a 400', async () => {
    for (const to of ['https://attacker.example/', 'javascript:alert(1)', 'not a url']) {
      const response = await call(withSso, 'GET', `/portico/sso/return?${new URLSearchParams({ to, error: 'access_denied' })}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
  });
});

describe('the bootstrap', () => {
  it('lists sso only beside the sso plugin', async () => {
    const products = async (dev: Dev) => ((await (await call(dev, 'GET', '/portico/bootstrap')).json()) as { products: string[] }).products;
    expect(await products(withSso)).toContain('sso');
    expect(await products(plain)).not.toContain('sso');
  });
});
