/** Who may do what in an organization: the caller's session, membership and the role's permissions. */
import type { Context } from 'hono';
import type { AuthenticatedSession, EmulatorContext, EmulatorEnv } from '../context';
import { ApiError } from '../core/errors';
import type { Permission } from './roles';
import type { MemberRow, OrganizationRow, OrganizationsStore } from './store';

export interface Membership {
  auth: AuthenticatedSession;
  org: OrganizationRow;
  member: MemberRow;
  permissions: readonly Permission[];
  can(permission: Permission): boolean;
}

/**
 * The caller's membership of `organizationId`. A non-member gets the same 404 as for an unknown id,
 * so an organization's existence is not told to outsiders.
 */
export async function requireMember(c: Context<EmulatorEnv>, ctx: EmulatorContext, store: OrganizationsStore, organizationId: string): Promise<Membership> {
  const auth = await ctx.sessions.require(c);
  const org = store.get(organizationId);
  const member = org ? store.member(organizationId, auth.user.user_id) : null;
  if (!org || !member) throw new ApiError(404, 'organization_not_found');
  const permissions = store.permissionsOf(organizationId, member.role) ?? [];
  return { auth, org, member, permissions, can: (p) => permissions.includes(p) };
}

/** Throws 403 unauthorized_action unless the member's role grants `permission`. */
export function requirePermission(membership: Membership, permission: Permission): void {
  if (!membership.can(permission)) throw new ApiError(403, 'unauthorized_action', `Your role in this organization does not allow ${permission}.`);
}
