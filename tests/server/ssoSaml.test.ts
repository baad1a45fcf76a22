/**
 * Enterprise sign-in on Better Auth (`organization` and `@better-auth/sso` 1.7.5 beside the pinned
 * 1.7.6 set), against the emulator's SAML identity provider on loopback: an employee's response
 * signs them in, and a forged (unknown key), replayed and signature-wrapped response is refused.
 * Better Auth in process (its handler), the emulated IdP over HTTP, as a browser would post.
 */
import Database from 'better-sqlite3';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { organization } from 'better-auth/plugins';
import { sso } from '@better-auth/sso';
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../emulator/harness';

const ORIGIN = 'http://localhost:9998';
const PROVIDER = 'globex-saml';
let h: Harness;
let auth: ReturnType<typeof makeAuth>;
let cookie = '';

function makeAuth(db: Database.Database) {
  return betterAuth({
    baseURL: ORIGIN,
    secret: 'a-test-secret-of-more-than-thirty-two-characters-0123456789',
    database: db,
    emailAndPassword: { enabled: true },
    trustedOrigins: [ORIGIN],
    plugins: [organization(), sso({ provisionUser: undefined })],
  });
}

async function call(method: string, path: string, body?: unknown, form?: Record<string, string>) {
  const headers: Record<string, string> = { origin: ORIGIN, ...(cookie ? { cookie } : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await auth.handler(new Request(`${ORIGIN}/api/auth${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : form ? { body: new URLSearchParams(form).toString() } : {}),
    redirect: 'manual',
  }));
  const set = response.headers.getSetCookie();
  if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
  const text = await response.text();
  return { status: response.status, location: response.headers.get('location'), text, setCookie: set };
}

beforeAll(async () => {
  h = await startHarness();
  const db = new Database(':memory:');
  auth = makeAuth(db);
  await (await getMigrations(auth.options)).runMigrations();
  await call('POST', '/sign-up/email', { email: 'admin@globex.test', password: 'a long admin password 1', name: 'Admin' });
  const metadata = await (await fetch(`${h.emulator.url}/sso/emulated/saml/globex/metadata`)).text();
  const registered = await call('POST', '/sso/register', {
    providerId: PROVIDER,
    issuer: `${h.emulator.url}/sso/emulated/saml/globex`,
    domain: 'globex.test',
    samlConfig: {
      entryPoint: `${h.emulator.url}/sso/emulated/saml/globex/sso`,
      callbackUrl: `${ORIGIN}/dashboard`,
      idpMetadata: { metadata },
      spMetadata: {},
      wantAssertionsSigned: true,
    },
  });
  expect(registered.status, registered.text).toBe(200);
  cookie = '';
});
afterAll(async () => {
  await h?.close();
});

/** Starts a sign-in at Better Auth and answers the emulated IdP's page: the response it would post. */
async function idpResponse(email: string, fault = 'none'): Promise<{ SAMLResponse: string; RelayState: string; acs: string }> {
  const started = await call('POST', '/sign-in/sso', { email, callbackURL: `${ORIGIN}/dashboard` });
  expect(started.status, started.text).toBe(200);
  const url = (JSON.parse(started.text) as { url: string }).url;
  const page = await (await fetch(url)).text();
  const request = /name="request" value="([^"]+)"/.exec(page)?.[1];
  expect(request, page.slice(0, 400)).toBeTruthy();
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(page)![1]!, h.emulator.url);
  const posted = await fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request: request!, action: 'sign_in', email, first_name: 'Grace', last_name: 'Hopper', fault }),
  });
  const auto = await posted.text();
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(auto)![1]!.replaceAll('&amp;', '&');
  return { SAMLResponse: value('SAMLResponse'), RelayState: value('RelayState'), acs: /action="([^"]+)"/.exec(auto)![1]! };
}

const post = (r: { SAMLResponse: string; RelayState: string }) => call('POST', `/sso/saml2/sp/acs/${PROVIDER}`, undefined, { SAMLResponse: r.SAMLResponse, RelayState: r.RelayState });
const signedIn = (answer: { setCookie: string[] }) => answer.setCookie.some((c) => c.startsWith('better-auth.session_token=') && !c.startsWith('better-auth.session_token=;'));
const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');
const encode = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

describe('Better Auth with @better-auth/sso, against the emulated SAML identity provider', () => {
  it('signs an employee in from the IdP\u2019s response', async () => {
    cookie = '';
    const response = await idpResponse('grace@globex.test');
    expect(response.acs).toBe(`${ORIGIN}/api/auth/sso/saml2/sp/acs/${PROVIDER}`);
    const answer = await post(response);
    expect(answer.status, answer.text).toBe(302);
    expect(signedIn(answer)).toBe(true);
  });

  it('refuses a response signed by a key the metadata does not name (forged)', async () => {
    cookie = '';
    const answer = await post(await idpResponse('grace@globex.test', 'bad_signature'));
    expect(signedIn(answer)).toBe(false);
  });

  it('refuses the same response posted again (replay)', async () => {
    cookie = '';
    const response = await idpResponse('grace@globex.test');
    expect(signedIn(await post(response))).toBe(true);
    cookie = '';
    expect(signedIn(await post(response))).toBe(false);
  });

  it('refuses signature wrapping: a forged assertion beside the signed one', async () => {
    cookie = '';
    const response = await idpResponse('grace@globex.test');
    const doc = new DOMParser().parseFromString(decode(response.SAMLResponse), 'text/xml');
    const signed = doc.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Assertion')[0] as Element;
    const forged = signed.cloneNode(true) as Element;
    forged.setAttribute('ID', '_forged');
    for (const n of Array.from(forged.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'NameID') as unknown as ArrayLike<Element>)) n.textContent = 'ceo@globex.test';
    forged.removeChild(forged.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0]!);
    doc.documentElement!.insertBefore(forged, signed);
    const answer = await post({ ...response, SAMLResponse: encode(new XMLSerializer().serializeToString(doc)) });
    expect(signedIn(answer)).toBe(false);
  });

  it('refuses an assertion for another service provider and an expired one', async () => {
    cookie = '';
    expect(signedIn(await post(await idpResponse('grace@globex.test', 'wrong_audience')))).toBe(false);
    cookie = '';
    expect(signedIn(await post(await idpResponse('grace@globex.test', 'expired')))).toBe(false);
  });
});
