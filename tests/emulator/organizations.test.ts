/**
 * Organizations on the emulator, as their people use them: create one, invite by email (the mail in
 * the outbox), accept by the link (bound to the invited address), roles and what they allow,
 * domains verified through the emulated DNS, SSO required, and the active organization in the
 * session's JWT as createSessionVerifier reports it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionVerifier } from '../../src/server';
import { signIn, startHarness, tokenFromLink, type Harness } from './harness';
import { orgWithSso, verifyDomain } from './ssoFixtures';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function newOrg(owner: string, name: string) {
  const created = await h.call('POST', '/v1/organizations', { name }, { bearer: owner });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.organization.organization_id as string;
}

describe('organizations', () => {
  it('creates one with its creator as owner, a URL name from its name, and refuses a taken URL name', async () => {
    const owner = (await signIn(h, 'olive@initech.test')).session_token;
    const created = await h.call('POST', '/v1/organizations', { name: 'Initech, Inc.' }, { bearer: owner });
    expect(created.body).toMatchObject({ organization: { name: 'Initech, Inc.', slug: 'initech-inc', sso_required: false }, role: 'owner' });
    expect((await h.call('POST', '/v1/organizations', { name: 'Other', slug: 'initech-inc' }, { bearer: owner })).body.error_type).toBe('duplicate_organization_slug');
    expect((await h.call('POST', '/v1/organizations', { name: 'x' })).body.error_type).toBe('user_unauthenticated');
  });

  it('tells an outsider nothing about an organization', async () => {
    const owner = (await signIn(h, 'owner1@umbrella.test')).session_token;
    const id = await newOrg(owner, 'Umbrella');
    const outsider = (await signIn(h, 'nosy@elsewhere.test')).session_token;
    const seen = await h.call('GET', `/v1/organizations/${id}`, undefined, { bearer: outsider });
    expect(seen.status).toBe(404);
    expect(seen.body.error_type).toBe('organization_not_found');
  });
});

describe('invitations', () => {
  it('mails an invitation; the colleague accepts by the link with no account and lands signed in, in the organization', async () => {
    const owner = (await signIn(h, 'owner@hooli.test')).session_token;
    const id = await newOrg(owner, 'Hooli');
    const sent = await h.call('POST', `/v1/organizations/${id}/invitations`, { email: 'Gavin@Hooli.test', role: 'admin' }, { bearer: owner });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [mail] = await h.outbox('gavin@hooli.test');
    expect(mail!.subject).toContain('invited you to join Hooli');
    const { token, url } = await tokenFromLink(h, 'gavin@hooli.test');
    expect(url.searchParams.get('stytch_token_type')).toBe('invitation');
    const preview = await h.call('POST', '/v1/invitations/get', { token });
    expect(preview.body).toMatchObject({ organization: { name: 'Hooli' }, invitation: { email: 'gavin@hooli.test', role: 'admin', status: 'pending' } });
    const accepted = await h.call('POST', '/v1/invitations/accept', { token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.session.organization_id).toBe(id);
    const members = await h.call('GET', `/v1/organizations/${id}`, undefined, { bearer: accepted.body.session_token });
    expect(members.body.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([['owner@hooli.test', 'owner'], ['gavin@hooli.test', 'admin']]);
    // Used once.
    expect((await h.call('POST', '/v1/invitations/accept', { token })).body.error_type).toBe('invitation_not_found');
  });

  it('is bound to its address: a person signed in with another address cannot accept it', async () => {
    const owner = (await signIn(h, 'owner@pied.test')).session_token;
    const id = await newOrg(owner, 'Pied Piper');
    await h.call('POST', `/v1/organizations/${id}/invitations`, { email: 'richard@pied.test', role: 'member' }, { bearer: owner });
    const { token } = await tokenFromLink(h, 'richard@pied.test');
    const intruder = (await signIn(h, 'erlich@aviato.test')).session_token;
    const taken = await h.call('POST', '/v1/invitations/accept', { token }, { bearer: intruder });
    expect(taken.status).toBe(403);
    expect(taken.body.error_type).toBe('invitation_email_mismatch');
    const outsider = await h.call('GET', `/v1/organizations/${id}`, undefined, { bearer: intruder });
    expect(outsider.status).toBe(404);
    // The invited person, signed in as themselves, still can.
    const richard = (await signIn(h, 'richard@pied.test')).session_token;
    expect((await h.call('POST', '/v1/invitations/accept', { token }, { bearer: richard })).status).toBe(200);
  });

  it('expires after seven days, and a declined or withdrawn one is gone', async () => {
    const owner = (await signIn(h, 'owner@vandelay.test')).session_token;
    const id = await newOrg(owner, 'Vandelay');
    await h.call('POST', `/v1/organizations/${id}/invitations`, { email: 'art@vandelay.test', role: 'member' }, { bearer: owner });
    const { token: late } = await tokenFromLink(h, 'art@vandelay.test');
    h.advance(7 * 24 * 60 + 1);
    try {
      expect((await h.call('POST', '/v1/invitations/accept', { token: late })).body.error_type).toBe('invitation_expired');
    } finally {
      h.advance(-(7 * 24 * 60 + 1));
    }
    await h.call('POST', `/v1/organizations/${id}/invitations`, { email: 'kel@vandelay.test', role: 'member' }, { bearer: owner });
    const { token: declined } = await tokenFromLink(h, 'kel@vandelay.test');
    expect((await h.call('POST', '/v1/invitations/decline', { token: declined })).status).toBe(200);
    expect((await h.call('POST', '/v1/invitations/accept', { token: declined })).body.error_type).toBe('invitation_not_found');
    const sent = await h.call('POST', `/v1/organizations/${id}/invitations`, { email: 'cosmo@vandelay.test', role: 'member' }, { bearer: owner });
    const { token: withdrawn } = await tokenFromLink(h, 'cosmo@vandelay.test');
    await h.call('DELETE', `/v1/organizations/${id}/invitations/${sent.body.invitation.invitation_id}`, undefined, { bearer: owner });
    expect((await h.call('POST', '/v1/invitations/accept', { token: withdrawn })).body.error_type).toBe('invitation_not_found');
  });
});

describe('roles', () => {
  it('lets a host-defined role do what it grants and nothing more; members cannot invite; the last owner stays', async () => {
    const owner = (await signIn(h, 'owner@wonka.test')).session_token;
    const id = await newOrg(owner, 'Wonka');
    const role = await h.call('PUT', `/v1/organizations/${id}/roles/recruiter`, { permissions: ['members:invite'] }, { bearer: owner });
    expect(role.body.roles.map((r: { role: string }) => r.role)).toEqual(['owner', 'admin', 'member', 'recruiter']);
    const join = async (email: string, as: string) => {
      await h.call('POST', `/v1/organizations/${id}/invitations`, { email, role: as }, { bearer: owner });
      return (await h.call('POST', '/v1/invitations/accept', { token: (await tokenFromLink(h, email)).token })).body.session_token as string;
    };
    const recruiter = await join('rita@wonka.test', 'recruiter');
    const member = await join('mike@wonka.test', 'member');
    expect((await h.call('POST', `/v1/organizations/${id}/invitations`, { email: 'new@wonka.test', role: 'member' }, { bearer: recruiter })).status).toBe(201);
    expect((await h.call('POST', `/v1/organizations/${id}/invitations`, { email: 'new2@wonka.test', role: 'member' }, { bearer: member })).body.error_type).toBe('unauthorized_action');
    expect((await h.call('PATCH', `/v1/organizations/${id}`, { name: 'Renamed' }, { bearer: recruiter })).body.error_type).toBe('unauthorized_action');
    const ownerId = (await h.call('GET', `/v1/organizations/${id}`, undefined, { bearer: owner })).body.members.find((m: { role: string }) => m.role === 'owner').user_id;
    expect((await h.call('PATCH', `/v1/organizations/${id}/members/${ownerId}`, { role: 'member' }, { bearer: owner })).body.error_type).toBe('last_owner');
    expect((await h.call('DELETE', `/v1/organizations/${id}/roles/recruiter`, undefined, { bearer: owner })).body.error_message).toContain('Members or pending invitations');
  });
});

describe('domains and SSO required', () => {
  it('verifies a domain only when its TXT record is published, and only once across organizations', async () => {
    const owner = (await signIn(h, 'owner@tyrell.test')).session_token;
    const id = await newOrg(owner, 'Tyrell');
    const added = await h.call('POST', `/v1/organizations/${id}/domains`, { domain: 'tyrell.test' }, { bearer: owner });
    expect(added.body.domain).toMatchObject({ domain: 'tyrell.test', verified: false, txt_record: { name: '_portico-verification.tyrell.test' } });
    const early = await h.call('POST', `/v1/organizations/${id}/domains/tyrell.test/verify`, {}, { bearer: owner });
    expect(early.body.error_type).toBe('domain_verification_failed');
    // A record with another organization's token does not verify this one.
    await fetch(`${h.emulator.url}/emulator/dns/records`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: '_portico-verification.tyrell.test', value: 'portico-verification=not-yours' }) });
    expect((await h.call('POST', `/v1/organizations/${id}/domains/tyrell.test/verify`, {}, { bearer: owner })).body.error_type).toBe('domain_verification_failed');
    await verifyDomain(h, owner, await newOrg(owner, 'Tyrell Two'), 'replicant.test');
    await fetch(`${h.emulator.url}/emulator/dns/records`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(added.body.domain.txt_record) });
    expect((await h.call('POST', `/v1/organizations/${id}/domains/tyrell.test/verify`, {}, { bearer: owner })).body.domain.verified).toBe(true);
    const other = (await signIn(h, 'owner@rival.test')).session_token;
    const rival = await newOrg(other, 'Rival');
    expect((await h.call('POST', `/v1/organizations/${rival}/domains`, { domain: 'tyrell.test' }, { bearer: other })).body.error_type).toBe('domain_taken');
  });

  it('with SSO required, refuses a magic link, a code and a refreshed old session for an address on its domain', async () => {
    const before = await signIn(h, 'ed@cyberdyne.test');
    const org = await orgWithSso(h, 'cyberdyne', 'saml');
    const on = await h.call('PATCH', `/v1/organizations/${org.id}`, { sso_required: true }, { bearer: org.owner });
    expect(on.body.organization.sso_required).toBe(true);
    const link = await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'miles@cyberdyne.test' });
    expect(link.status).toBe(403);
    expect(link.body.error_type).toBe('sso_required');
    expect((await h.call('POST', '/v1/otps/email/login_or_create', { email: 'miles@cyberdyne.test' })).body.error_type).toBe('sso_required');
    const refreshed = await h.call('POST', '/v1/sessions/authenticate', {}, { bearer: before.session_token });
    expect(refreshed.body.error_type).toBe('sso_required');
    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: before.session_token })).status).toBe(401);
    // Other domains are untouched.
    expect((await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'sarah@elsewhere.test' })).status).toBe(200);
  });
});

describe('the active organization', () => {
  it('switches between two organizations, and createSessionVerifier reports the active one', async () => {
    const me = (await signIn(h, 'dana@two.test')).session_token;
    const first = await newOrg(me, 'First Co');
    const second = await newOrg(me, 'Second Co');
    const verify = createSessionVerifier({ baseUrl: h.emulator.url, publicToken: h.emulator.ctx.config.public_token });
    const toFirst = await h.call('POST', '/v1/sessions/organization', { organization_id: first }, { bearer: me });
    expect((await verify(toFirst.body.session_jwt)).organizationId).toBe(first);
    const toSecond = await h.call('POST', '/v1/sessions/organization', { organization_id: second }, { bearer: me });
    expect((await verify(toSecond.body.session_jwt)).organizationId).toBe(second);
    expect((await h.call('GET', '/v1/organizations', undefined, { bearer: me })).body.active_organization_id).toBe(second);
    const none = await h.call('POST', '/v1/sessions/organization', { organization_id: null }, { bearer: me });
    expect((await verify(none.body.session_jwt)).organizationId).toBeNull();
    const stranger = await newOrg((await signIn(h, 'x@three.test')).session_token, 'Third Co');
    expect((await h.call('POST', '/v1/sessions/organization', { organization_id: stranger }, { bearer: me })).body.error_type).toBe('organization_not_found');
  });
});
