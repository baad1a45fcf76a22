/**
 * What a person's role lets them do to whom (docs/organizations.md "Roles"): the widget offers only
 * these, and the server refuses the rest anyway. Pure, so the rules are tested without a widget.
 */
import type { OrganizationDetail, OrganizationMember, OrganizationPermission } from '../../../../client/organizationTypes';
import { isValidEmail } from '../../../../flows/validation';
import type { MessageId } from '../../../../i18n/translator';

/** Every permission a role can hold, in the order the role editor lists them. */
export const PERMISSIONS: readonly OrganizationPermission[] = [
  'organization:update',
  'organization:delete',
  'members:invite',
  'members:remove',
  'members:update_role',
  'roles:manage',
  'sso:manage',
  'domains:manage',
];

// The server's rule for a role's name: it appears in URLs.
const ROLE_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/;

export interface Viewer {
  userId: string | null;
  role: string;
  permissions: readonly OrganizationPermission[];
}

/** A role's permissions less those its backend cannot act on (`OrganizationDetail.unsupported`). */
export const servedPermissions = (permissions: readonly OrganizationPermission[], unsupported: readonly OrganizationPermission[] = []) =>
  permissions.filter((permission) => !unsupported.includes(permission));

const owners = (members: readonly OrganizationMember[]) => members.filter((member) => member.role === 'owner').length;

/** The last owner stays one: nobody demotes or removes them. */
export const isLastOwner = (member: OrganizationMember, members: readonly OrganizationMember[]) => member.role === 'owner' && owners(members) === 1;

/** Only an owner makes or unmakes an owner. */
const touchesOwner = (viewer: Viewer, member: OrganizationMember) => member.role === 'owner' && viewer.role !== 'owner';

export function canChangeRole(viewer: Viewer, member: OrganizationMember, members: readonly OrganizationMember[]): boolean {
  return viewer.permissions.includes('members:update_role') && !touchesOwner(viewer, member) && !isLastOwner(member, members);
}

export function canRemove(viewer: Viewer, member: OrganizationMember, members: readonly OrganizationMember[]): boolean {
  return member.user_id !== viewer.userId && viewer.permissions.includes('members:remove') && !touchesOwner(viewer, member) && !isLastOwner(member, members);
}

/** The roles this person may give (in a role change or an invitation): owner only by an owner. */
export const assignableRoles = (viewer: Viewer, roles: OrganizationDetail['roles']) => roles.map((row) => row.role).filter((role) => role !== 'owner' || viewer.role === 'owner');

/** SPEC §5: the shared email pattern and its message; an invalid address makes no call. */
export const invitationEmailError = (email: string): MessageId | null => (isValidEmail(email) ? null : 'validation.emailFormat');

export function roleNameError(name: string, roles: OrganizationDetail['roles']): MessageId | null {
  if (!ROLE_PATTERN.test(name)) return 'organizations.settings.roles.nameFormat';
  return roles.some((row) => row.role === name) ? 'organizations.settings.roles.nameTaken' : null;
}

export function generalErrors(values: { name: string; slug: string }): { name?: MessageId; slug?: MessageId } {
  return {
    ...(values.name.trim() ? {} : { name: 'organizations.settings.general.nameRequired' }),
    ...(SLUG_PATTERN.test(values.slug) ? {} : { slug: 'organizations.settings.general.slugFormat' }),
  };
}
