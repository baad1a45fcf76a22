/**
 * createBetterAuthClient's `organizations` against a real Better Auth with its organization plugin
 * and portico() (in process, SQLite in memory), each person with a cookie jar of their own: the
 * calls answer the shapes of src/client/organizationTypes.ts, the plugin's refusals read as the
 * emulator's error_types, and what this server does not serve refuses with unsupported_by_backend.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthClientError } from '../../src/client/AuthClientError';
import { createBetterAuthClient } from '../../src/client/betterAuth';
import { createMemoryStorage } from '../../src/client/storage';
import type { AuthClient, OrganizationCalls } from '../../src/client/types';
import { betterAuthWithBrowser } from './betterAuthBrowser';

const ORIGIN = 'http://localhost:9997';
const STRONG = 'violet-Harbor-lantern-42';
type Server = Awaited<ReturnType<typeof betterAuthWithBrowser>>['server'];
let server: Server;

/** One browser: its client on its own cookie jar. */
async function browser(): Promise<AuthClient & { organizations: OrganizationCalls }> {
  const made = await betterAuthWithBrowser(ORIGIN, { followRedirects: true, dev: { organizations: true }, server });
  server = made.server;
  const client = createBetterAuthClient({ baseURL: `${ORIGIN}/api/auth`, fetch: made.browserFetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
  return client as AuthClient & { organizations: OrganizationCalls };
}
async function signedUp(email: string) {
  const client = await browser();
  await client.passwords.create({ email, password: STRONG, session_duration_minutes: 30 });
  return client;
}
const errorType = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof AuthClientError ? error.error_type : `threw ${String(error)}`),
  );
/** The token of the latest invitation mail to `email`. */
const mailedToken = (email: string) => new URL(server.outbox.list(email)[0]!.links[0]!).searchParams.get('token')!;

let owner: Awaited<ReturnType<typeof signedUp>>;
let acme: string;
beforeAll(async () => {
  owner = await signedUp('owner@acme.test');
  acme = (await owner.organizations.create({ name: 'Acme, Inc.' })).organization.organization_id;
});

describe('client.organizations on Better Auth', () => {
  it('create names a slug as the emulator does; list has the role, and setActive makes it the session\u2019s', async () => {
    const listed = await owner.organizations.list();
    expect(listed).toEqual({ organizations: [{ organization_id: acme, name: 'Acme, Inc.', slug: 'acme-inc', sso_required: false, role: 'owner' }], active_organization_id: null });
    const auth = await owner.organizations.setActive(acme);
    expect(auth.user.emails[0]?.email).toBe('owner@acme.test');
    expect((await owner.organizations.list()).active_organization_id).toBe(acme);
    await owner.organizations.setActive(null);
    expect((await owner.organizations.list()).active_organization_id).toBeNull();
  });

  it('get: the members, the caller\u2019s role and permissions, the built-in roles', async () => {
    const detail = await owner.organizations.get(acme);
    expect(detail.organization).toEqual({ organization_id: acme, name: 'Acme, Inc.', slug: 'acme-inc', sso_required: false });
    expect(detail.role).toBe('owner');
    expect(detail.permissions).toEqual(['organization:update', 'organization:delete', 'members:invite', 'members:remove', 'members:update_role', 'roles:manage']);
    expect(detail.members).toEqual([expect.objectContaining({ email: 'owner@acme.test', role: 'owner' })]);
    expect(detail.roles.map((r) => r.role)).toEqual(['owner', 'admin', 'member']);
    expect(detail.unsupported).toEqual(['domains:manage', 'sso:manage']);
    expect((await owner.organizations.update(acme, { name: 'Acme' })).organization.name).toBe('Acme');
  });

  it('an invitation by mail: listed, accepted by its token with no session (signed in as the invited address), then roles and removal', async () => {
    const { invitation } = await owner.organizations.invite(acme, { email: 'new@acme.test', role: 'member', invitation_redirect_url: `${ORIGIN}/join` });
    expect(invitation).toMatchObject({ email: 'new@acme.test', role: 'member', status: 'pending' });
    expect((await owner.organizations.invitations(acme)).invitations.map((i) => i.email)).toContain('new@acme.test');
    const token = mailedToken('new@acme.test');
    const colleague = await browser();
    const preview = await colleague.organizations.invitation.get(token);
    expect(preview).toMatchObject({ invitation: { email: 'new@acme.test', role: 'member' }, organization: { name: 'Acme' }, inviter: 'owner@acme.test' });
    const accepted = await colleague.organizations.invitation.accept(token, { session_duration_minutes: 30 });
    expect(accepted.user.emails[0]).toMatchObject({ email: 'new@acme.test', verified: true });
    expect(accepted.organization).toMatchObject({ organization_id: acme, name: 'Acme' });
    expect((await colleague.organizations.list()).active_organization_id).toBe(acme);
    expect((await colleague.organizations.get(acme)).permissions).toEqual([]);
    const userId = accepted.user_id;
    expect((await owner.organizations.updateMemberRole(acme, userId, 'admin')).members).toContainEqual(expect.objectContaining({ user_id: userId, role: 'admin' }));
    expect((await colleague.organizations.get(acme)).permissions).toEqual(['organization:update', 'members:invite', 'members:remove', 'members:update_role', 'roles:manage']);
    expect((await owner.organizations.removeMember(acme, userId)).members.map((m) => m.email)).toEqual(['owner@acme.test']);
  });

  it('declined and revoked invitations: their links are then unusable', async () => {
    await owner.organizations.invite(acme, { email: 'no@acme.test', role: 'member' });
    const declining = await browser();
    await declining.organizations.invitation.decline(mailedToken('no@acme.test'));
    expect(await errorType(declining.organizations.invitation.get(mailedToken('no@acme.test')))).toBe('invitation_not_found');
    const { invitation } = await owner.organizations.invite(acme, { email: 'withdrawn@acme.test', role: 'member' });
    await owner.organizations.revokeInvitation(acme, invitation.invitation_id);
    expect((await owner.organizations.invitations(acme)).invitations.find((i) => i.invitation_id === invitation.invitation_id)?.status).toBe('revoked');
    expect(await errorType((await browser()).organizations.invitation.accept(mailedToken('withdrawn@acme.test'), { session_duration_minutes: 30 }))).toBe('invitation_not_found');
  });

  it('the plugin\u2019s refusals in the catalogue\u2019s error_types', async () => {
    const outsider = await signedUp('outsider@example.test');
    expect(await errorType(outsider.organizations.get(acme))).toBe('organization_not_found');
    expect(await errorType(outsider.organizations.invite(acme, { email: 'x@example.test', role: 'member' }))).toBe('organization_not_found');
    expect(await errorType(outsider.organizations.create({ name: 'Acme', slug: 'acme-inc' }))).toBe('duplicate_organization_slug');
    expect(await errorType(owner.organizations.invite(acme, { email: 'owner@acme.test', role: 'member' }))).toBe('already_member');
    expect(await errorType(owner.organizations.invite(acme, { email: 'r@acme.test', role: 'wizard' }))).toBe('role_not_found');
    expect(await errorType(owner.organizations.updateMemberRole(acme, (await owner.organizations.get(acme)).members[0]!.user_id, 'member'))).toBe('last_owner');
    await owner.organizations.invite(acme, { email: 'bound@acme.test', role: 'member' });
    expect(await errorType(outsider.organizations.invitation.accept(mailedToken('bound@acme.test'), { session_duration_minutes: 30 }))).toBe('invitation_email_mismatch');
    const plain = await signedUp('plain@acme.test');
    await owner.organizations.invite(acme, { email: 'plain@acme.test', role: 'member' });
    await plain.organizations.invitation.accept(mailedToken('plain@acme.test'), { session_duration_minutes: 30 });
    expect(await errorType(plain.organizations.invite(acme, { email: 'y@example.test', role: 'member' }))).toBe('unauthorized_action');
  });

  it('an organization\u2019s own role (dynamic access control): made, granted to a member who may then do what it grants and no more, replaced, deleted once nobody holds it', async () => {
    const saved = await owner.organizations.saveRole(acme, 'billing', ['members:invite']);
    expect(saved.roles.find((r) => r.role === 'billing')).toEqual({ role: 'billing', permissions: ['members:invite'], built_in: false });
    expect(await errorType(owner.organizations.saveRole(acme, 'admin', ['members:invite']))).toBe('invalid_request');

    await owner.organizations.invite(acme, { email: 'billing@acme.test', role: 'billing' });
    const billing = await browser();
    await billing.organizations.invitation.accept(mailedToken('billing@acme.test'), { session_duration_minutes: 30 });
    const seen = await billing.organizations.get(acme);
    expect(seen.role).toBe('billing');
    expect(seen.permissions).toEqual(['members:invite']);
    expect(seen.roles.map((r) => r.role)).toEqual(['owner', 'admin', 'member', 'billing']);
    await billing.organizations.invite(acme, { email: 'invited-by-billing@acme.test', role: 'member' });
    // A role grants no more than its maker holds, and only a holder of roles:manage makes one.
    expect(await errorType(billing.organizations.saveRole(acme, 'helper', ['members:invite']))).toBe('unauthorized_action');

    const replaced = await owner.organizations.saveRole(acme, 'billing', ['members:invite', 'members:remove']);
    expect(replaced.roles.find((r) => r.role === 'billing')?.permissions).toEqual(['members:invite', 'members:remove']);
    expect((await billing.organizations.get(acme)).permissions).toEqual(['members:invite', 'members:remove']);

    // Given roles:manage, they make roles, but none granting what they do not hold.
    await owner.organizations.saveRole(acme, 'billing', ['members:invite', 'roles:manage']);
    expect((await billing.organizations.get(acme)).permissions).toEqual(['members:invite', 'roles:manage']);
    expect(await errorType(billing.organizations.saveRole(acme, 'boss', ['organization:delete']))).toBe('unauthorized_action');
    expect(await errorType(billing.organizations.saveRole(acme, 'billing', ['members:invite', 'roles:manage', 'members:remove']))).toBe('unauthorized_action');
    expect((await billing.organizations.saveRole(acme, 'helper', ['members:invite'])).roles.map((r) => r.role)).toEqual(['owner', 'admin', 'member', 'billing', 'helper']);
    await billing.organizations.deleteRole(acme, 'helper');

    expect(await errorType(owner.organizations.deleteRole(acme, 'billing'))).toBe('invalid_request');
    const held = (await owner.organizations.get(acme)).members.find((m) => m.email === 'billing@acme.test')!;
    await owner.organizations.removeMember(acme, held.user_id);
    expect((await owner.organizations.deleteRole(acme, 'billing')).roles.map((r) => r.role)).toEqual(['owner', 'admin', 'member']);
  });

  it('on a server without portico({ domains }) and the sso plugin, domains and the connection refuse with unsupported_by_backend', async () => {
    const calls = owner.organizations;
    for (const attempt of [
      calls.domains(acme),
      calls.addDomain(acme, 'acme.test'),
      calls.verifyDomain(acme, 'acme.test'),
      calls.removeDomain(acme, 'acme.test'),
      calls.connection(acme),
      calls.saveConnection(acme, { type: 'saml', metadata_url: 'https://idp.example/metadata' }),
      calls.deleteConnection(acme),
    ]) {
      expect(await errorType(attempt)).toBe('unsupported_by_backend');
    }
  });
});
