/** The organizations API's answers (docs/protocol.md "Organizations"): rows as the widget reads them. */
import type { EmulatorContext } from '../context';
import { txtName, txtValue } from './dns';
import { BUILT_IN_ROLES } from './roles';
import type { DomainRow, InvitationRow, OrganizationRow, OrganizationsStore } from './store';

const iso = (ms: number) => new Date(ms).toISOString();

export const organizationJSON = (org: OrganizationRow) => ({
  organization_id: org.organization_id,
  name: org.name,
  slug: org.slug,
  sso_required: org.sso_required === 1,
  created_at: iso(org.created_at),
});

export const invitationJSON = (inv: InvitationRow, nowMs: number) => ({
  invitation_id: inv.invitation_id,
  email: inv.email,
  role: inv.role,
  status: inv.status === 'pending' && inv.expires_at <= nowMs ? 'expired' : inv.status,
  expires_at: iso(inv.expires_at),
  created_at: iso(inv.created_at),
});

export const domainJSON = (row: DomainRow) => ({
  domain: row.domain,
  verified: row.verified_at !== null,
  // What to publish at the DNS host (docs/organizations.md "Domains").
  txt_record: { name: txtName(row.domain), value: txtValue(row.verification_token) },
});

export function membersJSON(ctx: EmulatorContext, store: OrganizationsStore, organizationId: string) {
  return store.members(organizationId).map((m) => {
    const user = ctx.users.get(m.user_id);
    return {
      user_id: m.user_id,
      email: user?.email ?? null,
      name: user ? `${user.name.first_name} ${user.name.last_name}`.trim() : '',
      role: m.role,
      joined_at: iso(m.created_at),
    };
  });
}

export function rolesJSON(store: OrganizationsStore, organizationId: string) {
  return [
    ...Object.entries(BUILT_IN_ROLES).map(([role, permissions]) => ({ role, permissions: [...permissions], built_in: true })),
    ...store.customRoles(organizationId).map((r) => ({ ...r, built_in: false })),
  ];
}
