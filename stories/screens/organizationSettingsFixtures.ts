/** Stand-in data for the organization settings' stories: fakes, named as such. */
import type { OrganizationMemberItem } from '../../src/products/organizations/settings/screens/OrganizationMembers';
import type { PendingInvitationItem } from '../../src/products/organizations/settings/screens/OrganizationInvitations';
import type { RoleItem } from '../../src/products/organizations/settings/screens/OrganizationRoles';

export const fakeMembers: OrganizationMemberItem[] = [
  { userId: 'u-1', name: 'Grace Hopper', email: 'grace@acme.test', role: 'owner', isYou: true, lastOwner: true, canChangeRole: false, canRemove: false },
  { userId: 'u-2', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'admin', isYou: false, lastOwner: false, canChangeRole: true, canRemove: true },
  { userId: 'u-3', name: '', email: 'linus@acme.test', role: 'billing-viewer', isYou: false, lastOwner: false, canChangeRole: true, canRemove: true },
];

/** The same members as a member with no permissions sees them. */
export const fakeMembersReadOnly: OrganizationMemberItem[] = fakeMembers.map((member, i) => ({ ...member, isYou: i === 2, canChangeRole: false, canRemove: false }));

export const fakeInvitations: PendingInvitationItem[] = [
  { id: 'inv-1', email: 'margaret@acme.test', role: 'member', expiresAt: '2026-12-13T12:00:00Z' },
  { id: 'inv-2', email: 'barbara@acme.test', role: 'admin', expiresAt: '2026-12-10T09:30:00Z' },
];

export const fakeRoles: RoleItem[] = [
  { role: 'owner', builtIn: true, permissions: ['organization:update', 'organization:delete', 'members:invite', 'members:remove', 'members:update_role', 'roles:manage', 'sso:manage', 'domains:manage'] },
  { role: 'admin', builtIn: true, permissions: ['organization:update', 'members:invite', 'members:remove', 'members:update_role', 'roles:manage', 'sso:manage', 'domains:manage'] },
  { role: 'member', builtIn: true, permissions: [] },
  { role: 'billing-viewer', builtIn: false, permissions: ['members:invite'] },
];

export const fakeRoleIds = ['owner', 'admin', 'member', 'billing-viewer'];
