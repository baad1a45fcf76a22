/** Organizations, members, roles, invitations and domains: the SQL of emulator/organizations. */
import type { EmulatorContext } from '../context';
import { transactional } from '../core/db';
import { BUILT_IN_ROLES, isBuiltInRole, type Permission } from './roles';

export interface OrganizationRow {
  organization_id: string;
  name: string;
  slug: string;
  sso_required: number;
  created_at: number;
}
export interface MemberRow {
  organization_id: string;
  user_id: string;
  role: string;
  created_at: number;
}
export interface InvitationRow {
  invitation_id: string;
  organization_id: string;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string;
  status: 'pending' | 'accepted' | 'declined' | 'revoked';
  expires_at: number;
  created_at: number;
}
export interface DomainRow {
  organization_id: string;
  domain: string;
  verification_token: string;
  verified_at: number | null;
  created_at: number;
}

/** Invitations last a week (Clerk, WorkOS and Better Auth's organization plugin default to days, not hours). */
export const INVITATION_DAYS = 7;

type Ctx = Pick<EmulatorContext, 'db' | 'now' | 'id'>;

export function organizationsStore(ctx: Ctx) {
  const { db } = ctx;
  const now = () => ctx.now().getTime();
  const q = {
    org: db.prepare<[string], OrganizationRow>('SELECT * FROM organizations WHERE organization_id = ?'),
    bySlug: db.prepare<[string], OrganizationRow>('SELECT * FROM organizations WHERE slug = ?'),
    insertOrg: db.prepare('INSERT INTO organizations (organization_id, name, slug, sso_required, created_at) VALUES (?, ?, ?, 0, ?)'),
    updateOrg: db.prepare('UPDATE organizations SET name = ?, slug = ?, sso_required = ? WHERE organization_id = ?'),
    deleteOrg: db.prepare('DELETE FROM organizations WHERE organization_id = ?'),
    member: db.prepare<[string, string], MemberRow>('SELECT * FROM organization_members WHERE organization_id = ? AND user_id = ?'),
    members: db.prepare<[string], MemberRow>('SELECT * FROM organization_members WHERE organization_id = ? ORDER BY created_at, user_id'),
    memberships: db.prepare<[string], OrganizationRow & { role: string }>(
      'SELECT o.*, m.role FROM organization_members m JOIN organizations o ON o.organization_id = m.organization_id WHERE m.user_id = ? ORDER BY o.name, o.organization_id'),
    insertMember: db.prepare('INSERT OR IGNORE INTO organization_members (organization_id, user_id, role, created_at) VALUES (?, ?, ?, ?)'),
    setRole: db.prepare('UPDATE organization_members SET role = ? WHERE organization_id = ? AND user_id = ?'),
    removeMember: db.prepare('DELETE FROM organization_members WHERE organization_id = ? AND user_id = ?'),
    owners: db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM organization_members WHERE organization_id = ? AND role = 'owner'"),
    roles: db.prepare<[string], { role: string; permissions: string }>('SELECT role, permissions FROM organization_roles WHERE organization_id = ? ORDER BY role'),
    role: db.prepare<[string, string], { permissions: string }>('SELECT permissions FROM organization_roles WHERE organization_id = ? AND role = ?'),
    upsertRole: db.prepare('INSERT INTO organization_roles (organization_id, role, permissions) VALUES (?, ?, ?) ON CONFLICT (organization_id, role) DO UPDATE SET permissions = excluded.permissions'),
    deleteRole: db.prepare('DELETE FROM organization_roles WHERE organization_id = ? AND role = ?'),
    roleInUse: db.prepare<[string, string, string, string], { n: number }>(
      "SELECT (SELECT COUNT(*) FROM organization_members WHERE organization_id = ? AND role = ?) + (SELECT COUNT(*) FROM organization_invitations WHERE organization_id = ? AND role = ? AND status = 'pending') AS n"),
    invitation: db.prepare<[string], InvitationRow>('SELECT * FROM organization_invitations WHERE invitation_id = ?'),
    invitationByToken: db.prepare<[string], InvitationRow>('SELECT * FROM organization_invitations WHERE token_hash = ?'),
    invitations: db.prepare<[string], InvitationRow>("SELECT * FROM organization_invitations WHERE organization_id = ? AND status = 'pending' ORDER BY created_at DESC"),
    pendingFor: db.prepare<[string, string], InvitationRow>("SELECT * FROM organization_invitations WHERE organization_id = ? AND email = ? AND status = 'pending'"),
    insertInvitation: db.prepare(
      "INSERT INTO organization_invitations (invitation_id, organization_id, email, role, token_hash, invited_by, status, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)"),
    answerInvitation: db.prepare("UPDATE organization_invitations SET status = ? WHERE invitation_id = ? AND status = 'pending'"),
    domains: db.prepare<[string], DomainRow>('SELECT * FROM organization_domains WHERE organization_id = ? ORDER BY domain'),
    domain: db.prepare<[string, string], DomainRow>('SELECT * FROM organization_domains WHERE organization_id = ? AND domain = ?'),
    verifiedDomain: db.prepare<[string], DomainRow>('SELECT * FROM organization_domains WHERE domain = ? AND verified_at IS NOT NULL'),
    insertDomain: db.prepare('INSERT OR IGNORE INTO organization_domains (organization_id, domain, verification_token, verified_at, created_at) VALUES (?, ?, ?, NULL, ?)'),
    verifyDomain: db.prepare('UPDATE organization_domains SET verified_at = ? WHERE organization_id = ? AND domain = ?'),
    deleteDomain: db.prepare('DELETE FROM organization_domains WHERE organization_id = ? AND domain = ?'),
  };

  function permissionsOf(organizationId: string, role: string): readonly Permission[] | null {
    if (isBuiltInRole(role)) return BUILT_IN_ROLES[role]!;
    const row = q.role.get(organizationId, role);
    return row ? (JSON.parse(row.permissions) as Permission[]) : null;
  }

  return {
    get: (organizationId: string) => q.org.get(organizationId) ?? null,
    bySlug: (slug: string) => q.bySlug.get(slug) ?? null,
    /** Creates an organization with its creator as its owner. Null when the slug is taken. */
    create: transactional(db, (name: string, slug: string, ownerId: string): OrganizationRow | null => {
      if (q.bySlug.get(slug)) return null;
      const id = ctx.id('organization');
      q.insertOrg.run(id, name, slug, now());
      q.insertMember.run(id, ownerId, 'owner', now());
      return q.org.get(id)!;
    }),
    update: (org: OrganizationRow) => void q.updateOrg.run(org.name, org.slug, org.sso_required, org.organization_id),
    delete: (organizationId: string) => void q.deleteOrg.run(organizationId),
    member: (organizationId: string, userId: string) => q.member.get(organizationId, userId) ?? null,
    members: (organizationId: string) => q.members.all(organizationId),
    memberships: (userId: string) => q.memberships.all(userId),
    /** Adds a member (a no-op when already one); answers whether they were added. */
    addMember: (organizationId: string, userId: string, role: string) => q.insertMember.run(organizationId, userId, role, now()).changes > 0,
    setRole: (organizationId: string, userId: string, role: string) => void q.setRole.run(role, organizationId, userId),
    removeMember: (organizationId: string, userId: string) => void q.removeMember.run(organizationId, userId),
    ownerCount: (organizationId: string) => q.owners.get(organizationId)!.n,
    permissionsOf,
    roleExists: (organizationId: string, role: string) => permissionsOf(organizationId, role) !== null,
    customRoles: (organizationId: string) =>
      q.roles.all(organizationId).map((r) => ({ role: r.role, permissions: JSON.parse(r.permissions) as Permission[] })),
    saveRole: (organizationId: string, role: string, permissions: readonly Permission[]) =>
      void q.upsertRole.run(organizationId, role, JSON.stringify([...new Set(permissions)])),
    roleInUse: (organizationId: string, role: string) => q.roleInUse.get(organizationId, role, organizationId, role)!.n > 0,
    deleteRole: (organizationId: string, role: string) => void q.deleteRole.run(organizationId, role),
    invitation: (invitationId: string) => q.invitation.get(invitationId) ?? null,
    invitationByToken: (tokenHash: string) => q.invitationByToken.get(tokenHash) ?? null,
    invitations: (organizationId: string) => q.invitations.all(organizationId),
    /** A new invitation replaces a pending one for the same address (its old link stops working). */
    invite: transactional(db, (organizationId: string, email: string, role: string, tokenHash: string, invitedBy: string): InvitationRow => {
      for (const old of q.pendingFor.all(organizationId, email)) q.answerInvitation.run('revoked', old.invitation_id);
      const id = ctx.id('invitation');
      q.insertInvitation.run(id, organizationId, email, role, tokenHash, invitedBy, now() + INVITATION_DAYS * 24 * 60 * 60_000, now());
      return q.invitation.get(id)!;
    }),
    /** Moves a pending invitation to its answer, once; false when it was no longer pending. */
    answer: (invitationId: string, status: 'accepted' | 'declined' | 'revoked') => q.answerInvitation.run(status, invitationId).changes > 0,
    domains: (organizationId: string) => q.domains.all(organizationId),
    domain: (organizationId: string, domain: string) => q.domain.get(organizationId, domain) ?? null,
    /** The organization a domain routes to: only a verified domain does. */
    verifiedDomain: (domain: string) => q.verifiedDomain.get(domain) ?? null,
    addDomain: (organizationId: string, domain: string, token: string) => void q.insertDomain.run(organizationId, domain, token, now()),
    markVerified: (organizationId: string, domain: string) => void q.verifyDomain.run(now(), organizationId, domain),
    removeDomain: (organizationId: string, domain: string) => void q.deleteDomain.run(organizationId, domain),
  };
}

export type OrganizationsStore = ReturnType<typeof organizationsStore>;
