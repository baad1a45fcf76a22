/**
 * Enterprise sign-in by SAML 2.0 against the emulated IdP: a person lands in their organization,
 * and every check of emulator/sso/saml/sp.ts refuses the response that lacks what it checks:
 * the signature over the assertion, audience, recipient, NotOnOrAfter, replay, and XML signature
 * wrapping. Each test below failed with its check taken out (docs/organizations.md lists them).
 */
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { orgWithSso, pkce, postToAcs, signInAtIdp, startSaml, type Org } from './ssoFixtures';

let h: Harness;
let org: Org;
beforeAll(async () => {
  h = await startHarness();
  org = await orgWithSso(h, 'acme', 'saml');
});
afterAll(async () => {
  await h?.close();
});

const errorOf = (landed: { location: URL }) => landed.location.searchParams.get('error') ?? landed.location.hash;
const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');
const encode = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

describe('given an organization with a SAML connection and a verified domain', () => {
  it('discovers the organization from a work address', async () => {
    const found = await h.call('POST', '/v1/sso/discover', { email: 'Ada@ACME.test' });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ organization: { name: 'acme Inc.', slug: 'acme' }, connection_type: 'saml', sso_required: false });
    const unknown = await h.call('POST', '/v1/sso/discover', { email: 'ada@elsewhere.test' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_type).toBe('sso_domain_not_found');
  });

  it('signs a new employee in at the IdP, makes them a member just in time, and the session names the organization', async () => {
    const { verifier, challenge } = pkce();
    const landed = await signInAtIdp(h, 'ada@acme.test', { challenge });
    expect(landed.location.pathname).toBe('/signup');
    expect(landed.location.searchParams.get('stytch_token_type')).toBe('sso');
    const token = landed.location.searchParams.get('token')!;
    const answer = await h.call('POST', '/v1/sso/authenticate', { token, code_verifier: verifier });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.organization).toMatchObject({ organization_id: org.id, slug: 'acme' });
    expect(answer.body.session.organization_id).toBe(org.id);
    expect(answer.body.session.authentication_factors[0]).toMatchObject({ type: 'sso', delivery_method: 'sso_saml' });
    expect(answer.body.user.name).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    const mine = await h.call('GET', '/v1/organizations', undefined, { bearer: answer.body.session_token });
    expect(mine.body.organizations).toEqual([expect.objectContaining({ organization_id: org.id, role: 'member' })]);
    // The token works once, and only with the verifier of the browser that started.
    expect((await h.call('POST', '/v1/sso/authenticate', { token, code_verifier: verifier })).body.error_type).toBe('sso_token_not_found');
  });

  it('refuses a token redeemed without the starting browser\u2019s verifier', async () => {
    const { challenge } = pkce();
    const landed = await signInAtIdp(h, 'grace@acme.test', { challenge });
    const answer = await h.call('POST', '/v1/sso/authenticate', { token: landed.location.searchParams.get('token'), code_verifier: pkce().verifier });
    expect(answer.body.error_type).toBe('pkce_mismatch');
  });

  it('words an IdP that refuses the sign-in', async () => {
    expect(errorOf(await signInAtIdp(h, 'ada@acme.test', { fault: 'refuse' }))).toBe('sso_idp_refused');
  });

  it('refuses an assertion signed by a key the metadata does not name', async () => {
    expect(errorOf(await signInAtIdp(h, 'ada@acme.test', { fault: 'bad_signature' }))).toBe('sso_assertion_invalid');
  });

  it('refuses an unsigned assertion inside a signed response (the signature must cover the assertion)', async () => {
    expect(errorOf(await signInAtIdp(h, 'ada@acme.test', { fault: 'unsigned_assertion' }))).toBe('sso_assertion_invalid');
  });

  it('refuses an assertion for another service provider (audience)', async () => {
    expect(errorOf(await signInAtIdp(h, 'ada@acme.test', { fault: 'wrong_audience' }))).toBe('sso_assertion_invalid');
  });

  it('refuses an assertion for another recipient', async () => {
    expect(errorOf(await signInAtIdp(h, 'ada@acme.test', { fault: 'wrong_recipient' }))).toBe('sso_assertion_invalid');
  });

  it('refuses an expired assertion and one from a clock ahead, in the clock words', async () => {
    expect(errorOf(await signInAtIdp(h, 'ada@acme.test', { fault: 'expired' }))).toBe('sso_clock_skew');
    expect(errorOf(await signInAtIdp(h, 'ada@acme.test', { fault: 'not_yet_valid' }))).toBe('sso_clock_skew');
  });

  it('refuses an assertion past NotOnOrAfter by the emulator\u2019s clock (samlify reads the wall clock)', async () => {
    // A response the IdP made now, posted after the emulator's clock moved past its 5 minutes.
    const fresh = await signInAtIdpHeld(h, 'ada@acme.test');
    h.advance(8); // past NotOnOrAfter (5 minutes) and the 2 minutes' allowance; the flow lives 10
    try {
      expect(errorOf(await postToAcs(h, fresh))).toBe('sso_clock_skew');
    } finally {
      h.advance(-8);
    }
  });

  it('refuses a replayed assertion, re-wrapped for a new sign-in request', async () => {
    const first = await signInAtIdp(h, 'ada@acme.test');
    expect(first.location.searchParams.get('token')).toBeTruthy();
    // An attacker starts their own flow and posts the captured assertion in a response for it.
    const mine = await startSaml(h, 'ada@acme.test');
    const doc = new DOMParser().parseFromString(decode(first.samlPost!.SAMLResponse), 'text/xml');
    doc.documentElement!.setAttribute('InResponseTo', mine.requestId);
    const forged = encode(new XMLSerializer().serializeToString(doc));
    const landed = await postToAcs(h, { acs: mine.acs, SAMLResponse: forged, RelayState: mine.relayState });
    expect(errorOf(landed)).toBe('sso_assertion_invalid');
  });

  it('refuses a response to another sign-in request (InResponseTo)', async () => {
    const theirs = await signInAtIdpHeld(h, 'ada@acme.test');
    const mine = await startSaml(h, 'ada@acme.test');
    expect(errorOf(await postToAcs(h, { ...theirs, RelayState: mine.relayState }))).toBe('sso_assertion_invalid');
  });

  it('refuses the same response posted twice', async () => {
    const first = await signInAtIdp(h, 'ada@acme.test');
    const again = await postToAcs(h, first.samlPost!);
    expect(again.location.searchParams.get('token')).toBeNull();
  });

  it('refuses signature wrapping: a forged assertion beside the signed one', async () => {
    const held = await signInAtIdpHeld(h, 'ada@acme.test');
    const doc = new DOMParser().parseFromString(decode(held.SAMLResponse), 'text/xml');
    const signed = doc.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Assertion')[0] as Element;
    const forged = signed.cloneNode(true) as Element;
    forged.setAttribute('ID', '_forged');
    forged.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'NameID')[0]!.textContent = 'ceo@acme.test';
    const sig = forged.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0]!;
    forged.removeChild(sig);
    doc.documentElement!.insertBefore(forged, signed);
    const landed = await postToAcs(h, { ...held, SAMLResponse: encode(new XMLSerializer().serializeToString(doc)) });
    expect(errorOf(landed)).toBe('sso_assertion_invalid');
  });

  it('refuses signature wrapping: the signed assertion hidden inside the forged one', async () => {
    const held = await signInAtIdpHeld(h, 'ada@acme.test');
    const doc = new DOMParser().parseFromString(decode(held.SAMLResponse), 'text/xml');
    const signed = doc.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Assertion')[0] as Element;
    const forged = signed.cloneNode(true) as Element;
    forged.setAttribute('ID', '_forged');
    forged.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'NameID')[0]!.textContent = 'ceo@acme.test';
    forged.removeChild(forged.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0]!);
    // The genuine signed assertion moves into the forged one's Advice (where the schema allows an
    // assertion), where a lookup by ID still finds it and the signature still verifies.
    const advice = doc.createElementNS('urn:oasis:names:tc:SAML:2.0:assertion', 'saml:Advice');
    doc.documentElement!.replaceChild(forged, signed);
    advice.appendChild(signed);
    const conditions = forged.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Conditions')[0]!;
    forged.insertBefore(advice, conditions.nextSibling);
    const landed = await postToAcs(h, { ...held, SAMLResponse: encode(new XMLSerializer().serializeToString(doc)) });
    expect(errorOf(landed)).toBe('sso_assertion_invalid');
  });

  it('refuses a response with a DTD (no entity is ever expanded)', async () => {
    const held = await signInAtIdpHeld(h, 'ada@acme.test');
    const xml = `<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${decode(held.SAMLResponse)}`;
    expect(errorOf(await postToAcs(h, { ...held, SAMLResponse: encode(xml) }))).toBe('sso_assertion_invalid');
  });

  it('refuses an address outside the organization\u2019s verified domains (an IdP speaks only for its own people)', async () => {
    expect(errorOf(await signInAtIdp(h, 'victim@gmail.test', { organizationId: org.id }))).toBe('sso_email_not_allowed');
  });
});

/** The IdP's answer for a fresh flow, not yet posted to the ACS. */
async function signInAtIdpHeld(harness: Harness, email: string): Promise<{ acs: string; SAMLResponse: string; RelayState: string }> {
  const params = new URLSearchParams({ email, public_token: harness.emulator.ctx.config.public_token });
  const started = await fetch(`${harness.emulator.url}/v1/sso/start?${params}`, { redirect: 'manual' });
  const page = await (await fetch(started.headers.get('location')!)).text();
  const request = /name="request" value="([^"]+)"/.exec(page)![1]!;
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(page)![1]!, harness.emulator.url);
  const posted = await fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, action: 'sign_in', email, fault: 'none' }),
  });
  const auto = await posted.text();
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(auto)![1]!.replaceAll('&amp;', '&');
  return { acs: /action="([^"]+)"/.exec(auto)![1]!, SAMLResponse: value('SAMLResponse'), RelayState: value('RelayState') };
}

describe('the assertion ID record (SAML replay), on its own', () => {
  it('accepts an assertion once for its request, and refuses the same assertion again', async () => {
    const { verifyLoginResponse } = await import('../../emulator/sso/saml/sp');
    const { ssoStore } = await import('../../emulator/sso/store');
    const store = ssoStore(h.emulator.ctx);
    const held = await signInAtIdpHeld(h, 'ada@acme.test');
    const xml = decode(held.SAMLResponse);
    const requestId = /InResponseTo="([^"]+)"/.exec(xml)![1]!;
    const connection = store.connectionOf(org.id)!;
    // The flow is not involved here: only the record of assertion IDs stands between the two.
    await expect(verifyLoginResponse(h.emulator.ctx, store, connection, held.SAMLResponse, requestId)).resolves.toMatchObject({ email: 'ada@acme.test' });
    await expect(verifyLoginResponse(h.emulator.ctx, store, connection, held.SAMLResponse, requestId)).rejects.toMatchObject({ error_type: 'sso_assertion_invalid', message: expect.stringContaining('replay') });
  });
});
