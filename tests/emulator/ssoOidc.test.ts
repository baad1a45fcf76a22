/**
 * Enterprise sign-in by OpenID Connect against the emulated provider: a person lands in their
 * organization; the provider's refusal and each bad id_token (audience, nonce, signature, times)
 * come back to the host's page in the catalogue's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { orgWithSso, pkce, signInAtIdp, type Org } from './ssoFixtures';

let h: Harness;
let org: Org;
beforeAll(async () => {
  h = await startHarness();
  org = await orgWithSso(h, 'globex', 'oidc');
});
afterAll(async () => {
  await h?.close();
});

const errorOf = (landed: { location: URL }) => landed.location.searchParams.get('error') ?? landed.location.hash;

describe('given an organization with an OIDC connection and a verified domain', () => {
  it('signs an employee in at the provider and into the organization', async () => {
    const { verifier, challenge } = pkce();
    const landed = await signInAtIdp(h, 'hank@globex.test', { challenge, name: ['Hank', 'Scorpio'] });
    expect(landed.location.pathname).toBe('/signup');
    const answer = await h.call('POST', '/v1/sso/authenticate', { token: landed.location.searchParams.get('token'), code_verifier: verifier });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.session).toMatchObject({ organization_id: org.id, authentication_factors: [expect.objectContaining({ type: 'sso', delivery_method: 'sso_oidc' })] });
    expect(answer.body.user.name).toEqual({ first_name: 'Hank', last_name: 'Scorpio' });
    // A second sign-in is a login: the member exists.
    const again = await signInAtIdp(h, 'hank@globex.test');
    expect(again.location.pathname).toBe('/login');
  });

  it('words the provider refusing', async () => {
    expect(errorOf(await signInAtIdp(h, 'hank@globex.test', { fault: 'refuse' }))).toBe('sso_idp_refused');
  });

  it('refuses an id_token for another client, with another nonce, or signed by an unknown key', async () => {
    expect(errorOf(await signInAtIdp(h, 'hank@globex.test', { fault: 'wrong_audience' }))).toBe('sso_assertion_invalid');
    expect(errorOf(await signInAtIdp(h, 'hank@globex.test', { fault: 'wrong_nonce' }))).toBe('sso_assertion_invalid');
    expect(errorOf(await signInAtIdp(h, 'hank@globex.test', { fault: 'bad_signature' }))).toBe('sso_assertion_invalid');
  });

  it('refuses an expired id_token and one from a clock ahead, in the clock words', async () => {
    expect(errorOf(await signInAtIdp(h, 'hank@globex.test', { fault: 'expired' }))).toBe('sso_clock_skew');
    expect(errorOf(await signInAtIdp(h, 'hank@globex.test', { fault: 'not_yet_valid' }))).toBe('sso_clock_skew');
  });

  it('refuses an address outside the organization\u2019s verified domains', async () => {
    expect(errorOf(await signInAtIdp(h, 'someone@elsewhere.test', { organizationId: org.id }))).toBe('sso_email_not_allowed');
  });
});
