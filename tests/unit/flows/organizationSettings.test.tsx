// @vitest-environment jsdom
/**
 * The organization settings' rules and flows (docs/organizations.md "Settings"), with a fake
 * client: what a role offers, the last owner, a bad address making no call, the events a host hears,
 * and what a backend cannot do left out.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrganizationCalls, OrganizationDetail, OrganizationMember } from '../../../src/client/organizationTypes';
import { assignableRoles, canChangeRole, canRemove, roleNameError, generalErrors } from '../../../src/products/organizations/settings/flows/settingsRules';
import { useInvitationsSection } from '../../../src/products/organizations/settings/flows/useInvitationsSection';
import { useMembersSection } from '../../../src/products/organizations/settings/flows/useMembersSection';
import { useOrganizationSettings, type OrganizationSettingsState } from '../../../src/products/organizations/settings/flows/useOrganizationSettings';
import { sectionsFor } from '../../../src/products/organizations/settings/views/sections';
import { fakeClient, fails } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';
import { flush } from '../../fakes/renderHook';

const ALL = ['organization:update', 'organization:delete', 'members:invite', 'members:remove', 'members:update_role', 'roles:manage', 'sso:manage', 'domains:manage'] as const;
const owner: OrganizationMember = { user_id: 'u-owner', email: 'owner@acme.test', name: 'Owner', role: 'owner' };
const admin: OrganizationMember = { user_id: 'u-admin', email: 'admin@acme.test', name: 'Admin', role: 'admin' };
const member: OrganizationMember = { user_id: 'u-member', email: 'member@acme.test', name: '', role: 'member' };
const members = [owner, admin, member];
const roles: OrganizationDetail['roles'] = [
  { role: 'owner', permissions: [...ALL], built_in: true },
  { role: 'admin', permissions: ALL.filter((p) => p !== 'organization:delete'), built_in: true },
  { role: 'member', permissions: [], built_in: true },
];
const asOwner = { userId: 'u-owner', role: 'owner', permissions: [...ALL] };
const asAdmin = { userId: 'u-admin', role: 'admin', permissions: roles[1]!.permissions };
const asMember = { userId: 'u-member', role: 'member', permissions: [] };
const detail: OrganizationDetail = { organization: { organization_id: 'org-1', name: 'Acme', slug: 'acme', sso_required: false }, role: 'owner', permissions: [...ALL], members, roles };

describe('what a role offers', () => {
  it('the last owner is neither demoted nor removed, even by themselves', () => {
    expect(canChangeRole(asOwner, owner, members)).toBe(false);
    expect(canRemove(asOwner, owner, members)).toBe(false);
  });
  it('an admin changes and removes members, never an owner, and cannot give the owner role', () => {
    const twoOwners = [...members, { ...member, user_id: 'u-2', role: 'owner' }];
    expect(canChangeRole(asAdmin, member, twoOwners)).toBe(true);
    expect(canChangeRole(asAdmin, owner, twoOwners)).toBe(false);
    expect(canRemove(asAdmin, owner, twoOwners)).toBe(false);
    expect(assignableRoles(asAdmin, roles)).toEqual(['admin', 'member']);
    expect(assignableRoles(asOwner, roles)).toEqual(['owner', 'admin', 'member']);
  });
  it('a member without permissions is offered nothing, and nobody removes themselves here', () => {
    expect(members.some((m) => canChangeRole(asMember, m, members) || canRemove(asMember, m, members))).toBe(false);
    expect(canRemove(asAdmin, admin, members)).toBe(false);
  });
  it('a role name and a slug follow the server\u2019s rules', () => {
    expect(roleNameError('support', roles)).toBeNull();
    expect(roleNameError('Support Team', roles)).toBe('organizations.settings.roles.nameFormat');
    expect(roleNameError('admin', roles)).toBe('organizations.settings.roles.nameTaken');
    expect(generalErrors({ name: ' ', slug: 'Acme Corp' })).toEqual({ name: 'organizations.settings.general.nameRequired', slug: 'organizations.settings.general.slugFormat' });
  });
});

const organizations = (overrides: Partial<OrganizationCalls>) =>
  ({
    invitations: async () => ({ invitations: [] }),
    invite: async (_id: string, args: { email: string; role: string }) => ({ invitation: { invitation_id: 'inv-1', email: args.email, role: args.role, status: 'pending', expires_at: '2026-12-13T00:00:00Z' } }),
    ...overrides,
  }) as OrganizationCalls;

const section = { organizationId: 'org-1', detail, viewer: asOwner, reload: async () => undefined };

describe('inviting', () => {
  it('an address that is not one gets SPEC \u00a75\u2019s message and makes no call', async () => {
    const client = fakeClient({ organizations: organizations({}) } as never);
    const flow = renderFlow(useInvitationsSection, { client }, section);
    await act(flush);
    act(() => flow.result.current.onEmailChange('colleague@acme'));
    act(() => flow.result.current.onInvite());
    expect(flow.result.current.emailError).toBe('validation.emailFormat');
    expect(client.callsTo('organizations.invite')).toEqual([]);
  });

  it('a good address is invited with the chosen role; the host hears OrganizationMemberInvited', async () => {
    const client = fakeClient({ organizations: organizations({}) } as never);
    const flow = renderFlow(useInvitationsSection, { client }, { ...section, invitationRedirectUrl: 'https://app.test/login' });
    await act(flush);
    act(() => flow.result.current.onEmailChange(' colleague@acme.test '));
    act(() => flow.result.current.onRoleChange('admin'));
    await act(async () => flow.result.current.onInvite());
    await act(flush);
    expect(client.callsTo('organizations.invite')).toEqual([['org-1', { email: 'colleague@acme.test', role: 'admin', invitation_redirect_url: 'https://app.test/login' }]]);
    expect(flow.events).toEqual([{ type: 'OrganizationMemberInvited', data: { organization_id: 'org-1', invitation_id: 'inv-1', role: 'admin' } }]);
    expect(flow.result.current.notice).toEqual({ kind: 'success', id: 'organizations.settings.invitations.sent', values: { email: 'colleague@acme.test' } });
  });
});

describe('members', () => {
  it('removal waits for the confirmation; a refusal is said and reaches onError, with no event', async () => {
    const client = fakeClient({ organizations: organizations({ removeMember: fails('last_owner') }) } as never);
    const flow = renderFlow(useMembersSection, { client }, section);
    act(() => flow.result.current.onRemove('u-admin'));
    expect(client.callsTo('organizations.removeMember')).toEqual([]);
    expect(flow.result.current.confirming).toBe('u-admin');
    await act(async () => flow.result.current.onConfirmRemove());
    await act(flush);
    expect(flow.events).toEqual([]);
    expect(flow.errors).toEqual([expect.objectContaining({ errorType: 'last_owner' })]);
    expect(flow.result.current.notice).toEqual({ kind: 'error', error: expect.objectContaining({ id: 'error.last_owner' }) });
  });

  it('a role change and a removal each tell the host', async () => {
    const client = fakeClient({ organizations: organizations({ updateMemberRole: async () => ({ members }), removeMember: async () => ({ members }) }) } as never);
    const flow = renderFlow(useMembersSection, { client }, section);
    await act(async () => flow.result.current.onRoleChange('u-member', 'admin'));
    await act(flush);
    act(() => flow.result.current.onRemove('u-member'));
    await act(async () => flow.result.current.onConfirmRemove());
    await act(flush);
    expect(flow.events).toEqual([
      { type: 'OrganizationMemberRoleChanged', data: { organization_id: 'org-1', user_id: 'u-member', role: 'admin' } },
      { type: 'OrganizationMemberRemoved', data: { organization_id: 'org-1', user_id: 'u-member' } },
    ]);
    expect(flow.result.current.confirming).toBeNull();
  });
});

describe('what the backend cannot do', () => {
  const settings = (unsupported?: OrganizationDetail['unsupported']) => {
    const client = fakeClient({
      session: { getSync: () => ({ user_id: 'u-owner' }) },
      organizations: organizations({ get: async () => ({ ...detail, ...(unsupported && { unsupported }) }) }),
    } as never);
    return renderFlow((args) => useOrganizationSettings(args, 'org-1'), { client });
  };
  const tabs = (state: OrganizationSettingsState) => (state.status === 'ready' ? sectionsFor(state.detail.permissions).map((s) => s.id) : state.status);

  it('is not offered: an owner on a backend without roles, domains or SSO sees no tab for them, and may grant none of them', async () => {
    const flow = settings(['roles:manage', 'domains:manage', 'sso:manage']);
    await act(flush);
    expect(tabs(flow.result.current.state)).toEqual(['general', 'members', 'invitations']);
    const state = flow.result.current.state;
    expect(state.status === 'ready' && state.viewer.permissions).toEqual(ALL.slice(0, 5));
  });

  it('a backend that declares nothing serves every section the role holds', async () => {
    const flow = settings();
    await act(flush);
    expect(tabs(flow.result.current.state)).toEqual(['general', 'members', 'invitations', 'roles', 'domains', 'connection']);
  });
});
