/**
 * Enterprise sign-in as a test drives it: an owner sets up an organization (a verified domain on
 * the emulated DNS, a connection to an emulated IdP), and a browser goes from start to the host's
 * page through the IdP's own page. Requests carry no cookies: the flow is bound by state and PKCE.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { signIn, type Harness } from './harness';

export interface Org {
  id: string;
  owner: string;
  domain: string;
}

/** An owner, an organization with `domain` verified through the emulated DNS, and a connection. */
export async function orgWithSso(h: Harness, slug: string, type: 'oidc' | 'saml', domain = `${slug}.test`): Promise<Org> {
  const owner = (await signIn(h, `owner@${slug}-owner.test`)).session_token as string;
  const created = await h.call('POST', '/v1/organizations', { name: `${slug} Inc.`, slug }, { bearer: owner });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.organization.organization_id as string;
  await verifyDomain(h, owner, id, domain);
  const tenant = `${slug}-idp`;
  const body = type === 'oidc'
    ? { type, issuer: `${h.emulator.url}/sso/emulated/oidc/${tenant}`, client_id: `portico-${slug}`, client_secret: 'secret' }
    : { type, metadata_url: `${h.emulator.url}/sso/emulated/saml/${tenant}/metadata` };
  const connection = await h.call('PUT', `/v1/organizations/${id}/sso_connection`, body, { bearer: owner });
  expect(connection.status, JSON.stringify(connection.body)).toBe(200);
  return { id, owner, domain };
}

export async function verifyDomain(h: Harness, owner: string, id: string, domain: string): Promise<void> {
  const added = await h.call('POST', `/v1/organizations/${id}/domains`, { domain }, { bearer: owner });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const { name, value } = added.body.domain.txt_record;
  await fetch(`${h.emulator.url}/emulator/dns/records`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name, value }) });
  const verified = await h.call('POST', `/v1/organizations/${id}/domains/${domain}/verify`, {}, { bearer: owner });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const field = (page: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1]?.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"') ?? '';

export interface Landed {
  /** Where the browser ended: the host's page, with the token or the error in its query. */
  location: URL;
  /** The SAML IdP's answer as posted to the ACS (SAML only), for replay and tampering. */
  samlPost?: { acs: string; SAMLResponse: string; RelayState: string };
}

/** start → the IdP's page → its form (with a fault) → back through the callback or ACS to the host's page. */
export async function signInAtIdp(h: Harness, email: string, opts: { fault?: string; challenge?: string; name?: [string, string]; organizationId?: string } = {}): Promise<Landed> {
  const params = new URLSearchParams({ ...(opts.organizationId ? { organization_id: opts.organizationId } : { email }), public_token: h.emulator.ctx.config.public_token, login_redirect_url: 'http://localhost:5173/login', signup_redirect_url: 'http://localhost:5173/signup' });
  if (opts.challenge) params.set('code_challenge', opts.challenge);
  const started = await fetch(`${h.emulator.url}/v1/sso/start?${params}`, { redirect: 'manual' });
  expect(started.status, await started.clone().text()).toBe(302);
  const idpUrl = started.headers.get('location')!;
  const page = await (await fetch(idpUrl)).text();
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(page)![1]!, h.emulator.url);
  const [first, last] = opts.name ?? ['Ada', 'Lovelace'];
  const posted = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request: field(page, 'request'), action: 'sign_in', email, first_name: first, last_name: last, fault: opts.fault ?? 'none' }),
  });
  if (posted.status === 302) return follow(h, posted.headers.get('location')!);
  const autoPost = await posted.text();
  const samlPost = { acs: /action="([^"]+)"/.exec(autoPost)![1]!, SAMLResponse: field(autoPost, 'SAMLResponse'), RelayState: field(autoPost, 'RelayState') };
  return { ...(await postToAcs(h, samlPost)), samlPost };
}

export async function postToAcs(h: Harness, post: { acs: string; SAMLResponse: string; RelayState: string }): Promise<Landed> {
  const answered = await fetch(post.acs, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: post.SAMLResponse, RelayState: post.RelayState }),
  });
  if (answered.status !== 302) return { location: new URL(`about:blank#status=${answered.status}&type=${answered.headers.get('X-Portico-Error-Type') ?? ''}`) };
  return { location: new URL(answered.headers.get('location')!) };
}

async function follow(h: Harness, location: string): Promise<Landed> {
  const url = new URL(location);
  // The OIDC provider redirects to the emulator's callback, which redirects to the host's page.
  if (url.pathname === '/sso/oidc/callback') {
    const answered = await fetch(url, { redirect: 'manual' });
    return { location: new URL(answered.headers.get('location') ?? `about:blank#status=${answered.status}`) };
  }
  return { location: url };
}

/** A fresh flow's start, up to the AuthnRequest: its RelayState and the ACS, for forged posts. */
export async function startSaml(h: Harness, email: string): Promise<{ relayState: string; requestId: string; acs: string }> {
  const params = new URLSearchParams({ email, public_token: h.emulator.ctx.config.public_token });
  const started = await fetch(`${h.emulator.url}/v1/sso/start?${params}`, { redirect: 'manual' });
  const url = new URL(started.headers.get('location')!);
  const { inflateRawSync } = await import('node:zlib');
  const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
  return {
    relayState: url.searchParams.get('RelayState')!,
    requestId: /ID="([^"]+)"/.exec(request)![1]!,
    acs: /AssertionConsumerServiceURL="([^"]+)"/.exec(request)![1]!,
  };
}
