/**
 * An expired or not yet valid SAML assertion on Better Auth reads sso_clock_skew, as on the emulator
 * (plugin/src/sso/assertionTime.ts): @better-auth/sso refuses it with its one generic saml_error,
 * and portico() says why only when the assertion is genuine. A forged one out of its time window
 * stays sso_assertion_invalid. Better Auth in process (server/dev, SQLite), the emulated SAML
 * identity provider over HTTP, as a browser would post its response.
 */
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevAuth } from '../../server/dev/devAuth';
import { startHarness, type Harness } from '../emulator/harness';
import { ORIGIN } from './harness';

const PROVIDER = 'globex-saml';
const LOGIN = `${ORIGIN}/login`;
let h: Harness;
let dev: Awaited<ReturnType<typeof createDevAuth>>;
let cookie = '';

async function call(method: string, path: string, body?: unknown, form?: Record<string, string>) {
  const headers: Record<string, string> = { origin: ORIGIN, ...(cookie ? { cookie } : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await dev.auth.handler(new Request(path.startsWith('http') ? path : `${ORIGIN}/api/auth${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : form ? { body: new URLSearchParams(form).toString() } : {}),
    redirect: 'manual',
  }));
  const set = response.headers.getSetCookie();
  if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
  return { status: response.status, location: response.headers.get('location'), text: await response.text(), setCookie: set };
}

beforeAll(async () => {
  h = await startHarness();
  dev = await createDevAuth({ origin: ORIGIN, sso: true });
  const idp = `${h.emulator.url}/sso/emulated/saml/globex`;
  const metadata = await (await fetch(`${idp}/metadata`)).text();
  const now = Date.now();
  dev.db.prepare('INSERT INTO user (id, name, email, emailVerified, createdAt, updatedAt) VALUES (?, ?, ?, 1, ?, ?)').run('u-admin', 'Admin', 'admin@founders.test', now, now);
  dev.db.prepare('INSERT INTO organization (id, name, slug, createdAt, ssoRequired) VALUES (?, ?, ?, ?, 0)').run('org-globex', 'Globex', 'globex', now);
  const samlConfig = { issuer: idp, entryPoint: `${idp}/sso`, callbackUrl: LOGIN, idpMetadata: { metadata }, spMetadata: {}, wantAssertionsSigned: true };
  dev.db
    .prepare('INSERT INTO ssoProvider (id, issuer, providerId, domain, userId, organizationId, samlConfig) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(PROVIDER, idp, PROVIDER, 'globex.test', 'u-admin', 'org-globex', JSON.stringify(samlConfig));
});
afterAll(async () => {
  dev?.db.close();
  await h?.close();
});

/** Starts a sign-in as the browser client does (its errorCallbackURL is portico's return route) and answers the IdP's page. */
async function idpResponse(email: string, fault: string) {
  cookie = '';
  const errorCallbackURL = `${ORIGIN}/api/auth/portico/sso/return?to=${encodeURIComponent(LOGIN)}`;
  const started = await call('POST', '/sign-in/sso', { email, callbackURL: LOGIN, errorCallbackURL });
  expect(started.status, started.text).toBe(200);
  const page = await (await fetch((JSON.parse(started.text) as { url: string }).url)).text();
  const request = /name="request" value="([^"]+)"/.exec(page)![1]!;
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(page)![1]!, h.emulator.url);
  const posted = await fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, action: 'sign_in', email, first_name: 'Grace', last_name: 'Hopper', fault }),
  });
  const auto = await posted.text();
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(auto)![1]!.replaceAll('&amp;', '&');
  return { SAMLResponse: value('SAMLResponse'), RelayState: value('RelayState') };
}

/** Posts the response to the ACS and follows its error redirect through portico's return route: the error_type the page gets. */
async function errorTypeFor(response: { SAMLResponse: string; RelayState: string }) {
  const acs = await call('POST', `/sso/saml2/sp/acs/${PROVIDER}`, undefined, response);
  expect(acs.status, acs.text).toBe(302);
  expect(acs.setCookie.some((c) => /^better-auth\.session_token=[^;]/.test(c))).toBe(false);
  const back = await call('GET', acs.location!);
  const landed = new URL(back.location!);
  expect(landed.origin + landed.pathname).toBe(LOGIN);
  return landed.searchParams.get('error');
}

const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';

describe('a SAML assertion out of its time window on Better Auth', () => {
  it('an expired assertion reads sso_clock_skew', async () => {
    expect(await errorTypeFor(await idpResponse('grace@globex.test', 'expired'))).toBe('sso_clock_skew');
  });

  it('an assertion from a clock ten minutes ahead reads sso_clock_skew', async () => {
    expect(await errorTypeFor(await idpResponse('grace@globex.test', 'not_yet_valid'))).toBe('sso_clock_skew');
  });

  it('a forged assertion (unknown key) reads sso_assertion_invalid', async () => {
    expect(await errorTypeFor(await idpResponse('grace@globex.test', 'bad_signature'))).toBe('sso_assertion_invalid');
  });

  it('an expired assertion altered after it was signed reads sso_assertion_invalid, never the clock', async () => {
    const response = await idpResponse('grace@globex.test', 'expired');
    const doc = new DOMParser().parseFromString(Buffer.from(response.SAMLResponse, 'base64').toString('utf8'), 'text/xml');
    const nameId = doc.getElementsByTagNameNS(ASSERTION, 'NameID')[0] as Element;
    nameId.textContent = 'ceo@globex.test';
    const forged = Buffer.from(new XMLSerializer().serializeToString(doc), 'utf8').toString('base64');
    expect(await errorTypeFor({ ...response, SAMLResponse: forged })).toBe('sso_assertion_invalid');
  });
});
