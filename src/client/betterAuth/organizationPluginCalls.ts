/**
 * Organizations on Better Auth (docs/organizations.md "On Better Auth"): `client.organizations`
 * over the organization plugin's endpoints, and portico()'s routes for an invitation's mailed link
 * (plugin/src/organizations), portico({ domains })'s for its domains (organizationDomainCalls.ts), and
 * the sso plugin's for the SSO connection (organizationConnectionCalls.ts). What a server does not
 * serve, `get` says beforehand (`unsupported`), so the settings do not offer it. An organization's own roles are the plugin's
 * dynamic access control, where the server enables it (both of ours do); where not, roles are unsupported too.
 */
import { AuthClientError } from '../AuthClientError';
import type {
  Organization,
  OrganizationCalls,
  OrganizationDetail,
  OrganizationInvitation,
  OrganizationMember,
  OrganizationPermission,
} from '../organizationTypes';
import type { AuthResponse } from '../types';
import type { SignedIn } from './productCalls';
import type { BetterAuthRequester, BetterAuthRequestOptions } from './request';
import { keepSessionJwt } from './sessionJwtCookie';
import { createDomainCalls } from './organizationDomainCalls';
import { createConnectionCalls } from './organizationConnectionCalls';

interface BaOrganization {
  id: string;
  name: string;
  slug: string;
  ssoRequired?: boolean | null;
}
interface BaMember {
  id: string;
  userId: string;
  role: string;
  user?: { email?: string | null; name?: string | null };
}
/** A role the organization made: the plugin's statements it grants. */
interface BaRole {
  role: string;
  permission: Record<string, string[]>;
}
interface BaInvitation {
  id: string;
  email: string;
  role: string;
  status: string;
  expiresAt: string;
}

/** Each of Portico's permissions as the organization plugin's statement that grants it. */
const STATEMENTS: Partial<Record<OrganizationPermission, Record<string, string[]>>> = {
  'organization:update': { organization: ['update'] },
  'organization:delete': { organization: ['delete'] },
  'members:invite': { invitation: ['create'] },
  'members:remove': { member: ['delete'] },
  'members:update_role': { member: ['update'] },
  'roles:manage': { ac: ['create', 'update', 'delete'] },
};
// domains:manage and sso:manage: portico({ domains }) and the sso plugin grant them to owners and admins (no statement: a host's role never has them).
const ADMIN: OrganizationPermission[] = ['organization:update', 'members:invite', 'members:remove', 'members:update_role', 'roles:manage', 'domains:manage', 'sso:manage'];
/** The plugin's built-in roles (its defaultRoles), as its access statements define them. */
const BUILT_IN: Record<string, OrganizationPermission[]> = { owner: ['organization:update', 'organization:delete', ...ADMIN.slice(1)], admin: ADMIN, member: [] };

/** Portico's permissions as one statement map; every role reads the roles, as on the emulator. */
const statementsOf = (permissions: readonly OrganizationPermission[]) => {
  const map: Record<string, string[]> = { ac: ['read'] };
  for (const [resource, actions] of permissions.flatMap((permission) => Object.entries(STATEMENTS[permission] ?? {}))) map[resource] = [...new Set([...(map[resource] ?? []), ...actions])];
  return map;
};
/** The permissions a made role's statements grant in full. */
const permissionsIn = (map: Record<string, string[]>) =>
  (Object.entries(STATEMENTS) as Array<[OrganizationPermission, Record<string, string[]>]>)
    .filter(([, statement]) => Object.entries(statement).every(([resource, actions]) => actions.every((action) => map[resource]?.includes(action))))
    .map(([permission]) => permission);

const STATUS: Record<string, OrganizationInvitation['status']> = { rejected: 'declined', canceled: 'revoked' };

const toOrganization = (org: BaOrganization): Organization => ({ organization_id: org.id, name: org.name, slug: org.slug, sso_required: org.ssoRequired === true });
const toMember = (member: BaMember): OrganizationMember => ({ user_id: member.userId, email: member.user?.email ?? null, name: member.user?.name ?? '', role: member.role });
const toInvitation = (row: BaInvitation): OrganizationInvitation => {
  const status = STATUS[row.status] ?? (row.status as OrganizationInvitation['status']);
  return { invitation_id: row.id, email: row.email, role: row.role, status: status === 'pending' && new Date(row.expiresAt).getTime() <= Date.now() ? 'expired' : status, expires_at: new Date(row.expiresAt).toISOString() };
};

/** "Acme, Inc." → "acme-inc", as the emulator names an organization given no slug. */
const slugOf = (name: string) => name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48) || 'organization';

/** `refresh`: asks get-session again and keeps the answer (createBetterAuthClient's). */
export function createOrganizationCalls(request: BetterAuthRequester, signedIn: SignedIn, refresh: () => Promise<AuthResponse | null>): OrganizationCalls {
  // The plugin answers an unknown role with no code, its message "ROLE_NOT_FOUND: <role>".
  const call = async <T>(method: 'GET' | 'POST', path: string, options: BetterAuthRequestOptions = {}) => {
    try {
      return await request<T>(method, path, { call: 'organization', ...options });
    } catch (error) {
      if (error instanceof AuthClientError && /^ROLE_NOT_FOUND\b/.test(error.error_message)) {
        throw new AuthClientError({ status_code: error.status_code, error_type: 'role_not_found', error_message: error.error_message });
      }
      throw error;
    }
  };
  const org = (organizationId: string) => ({ query: { organizationId } });
  // A server without portico({ domains }) or the sso plugin: the typed refusal the emulator's clients know.
  const served = async <T>(method: 'GET' | 'POST', path: string, options: BetterAuthRequestOptions = {}) => {
    try {
      return await call<T>(method, path, options);
    } catch (error) {
      if (!(error instanceof AuthClientError) || !['route_not_found', 'sso_not_served'].includes(error.error_type)) throw error;
      throw new AuthClientError({ status_code: error.status_code, error_type: 'unsupported_by_backend', error_message: `${error.error_message} Domains and the SSO connection need portico({ domains }) beside Better Auth's organization and @better-auth/sso plugins (docs/organizations.md "On Better Auth").` });
    }
  };
  const domainCalls = createDomainCalls(call);
  const connectionCalls = createConnectionCalls(served);
  const members = async (organizationId: string) => (await call<{ members: BaMember[] }>('GET', '/organization/list-members', org(organizationId))).members;
  /** The member row of a user: the plugin names members by their own id, Portico by the user's. */
  const memberOf = async (organizationId: string, userId: string) => {
    const found = (await members(organizationId)).find((m) => m.userId === userId);
    if (!found) throw new AuthClientError({ status_code: 404, error_type: 'member_not_found', error_message: 'This person is not a member of the organization.' });
    return found;
  };
  /** The organization's own roles; null where the server has no dynamic access control (no such route). */
  const madeRoles = async (organizationId: string): Promise<BaRole[] | null> => {
    try {
      return await call<BaRole[]>('GET', '/organization/list-roles', org(organizationId));
    } catch (error) {
      if (error instanceof AuthClientError && (error.status_code === 404 || error.status_code === 501)) return null;
      // A host's role without the plugin's `ac: read` reads the built-in roles only.
      if (error instanceof AuthClientError && error.error_type === 'unauthorized_action') return [];
      throw error;
    }
  };
  const rolesOf = (made: BaRole[] | null): OrganizationDetail['roles'] => [
    ...Object.entries(BUILT_IN).map(([role, permissions]) => ({ role, permissions, built_in: true })),
    ...(made ?? []).map((row) => ({ role: row.role, permissions: permissionsIn(row.permission), built_in: false })),
  ];
  const rolesNow = async (organizationId: string) => ({ roles: rolesOf(await madeRoles(organizationId)) });
  const membersNow = async (organizationId: string) => ({ members: (await members(organizationId)).map(toMember) });
  const myUserId = async () => (await call<{ user?: { id: string } } | null>('GET', '/get-session'))?.user?.id ?? '';
  /** The session as it is now, its factors kept, and its JWT (which names the active organization) kept before answering. */
  const refreshed = async () => {
    const auth = await refresh();
    if (!auth) throw new AuthClientError({ status_code: 401, error_type: 'session_not_found', error_message: 'Session not found.' });
    await keepSessionJwt(request, auth.session.expires_at);
    return auth;
  };

  async function permissionsOf(organizationId: string, role: string): Promise<OrganizationPermission[]> {
    const roles = role.split(',').map((r) => r.trim());
    if (roles.every((r) => r in BUILT_IN)) return [...new Set(roles.flatMap((r) => BUILT_IN[r]!))];
    // A host's own role (the plugin's `roles` option): the server says what it grants.
    const granted = await Promise.all(
      Object.entries(STATEMENTS).map(([permission, permissions]) =>
        call<{ success?: boolean }>('POST', '/organization/has-permission', { body: { organizationId, permissions } }).then((answer) => (answer?.success ? [permission as OrganizationPermission] : [])),
      ),
    );
    return granted.flat();
  }

  return {
    async list() {
      const [organizations, session] = await Promise.all([
        call<BaOrganization[]>('GET', '/organization/list'),
        call<{ session?: { activeOrganizationId?: string | null } } | null>('GET', '/get-session'),
      ]);
      const roles = await Promise.all(organizations.map((o) => call<{ role: string }>('GET', '/organization/get-active-member-role', org(o.id))));
      return {
        organizations: organizations.map((o, i) => ({ ...toOrganization(o), role: roles[i]!.role })),
        active_organization_id: session?.session?.activeOrganizationId ?? null,
      };
    },
    async create({ name, slug }) {
      // As on the emulator, a new organization does not change the session's active one.
      const made = await call<BaOrganization>('POST', '/organization/create', { body: { name, slug: slug ?? slugOf(name), keepCurrentActiveOrganization: true } });
      return { organization: toOrganization(made) };
    },
    async get(organizationId) {
      const [full, me] = await Promise.all([call<BaOrganization & { members: BaMember[] }>('GET', '/organization/get-full-organization', org(organizationId)), myUserId()]);
      const role = full.members.find((m) => m.userId === me)?.role ?? 'member';
      const [permissions, made, served] = await Promise.all([permissionsOf(full.id, role), madeRoles(full.id), domainCalls.served(full.id)]);
      // No dynamic access control: nobody manages roles here either; no portico({ domains }) or sso plugin: nor those.
      const unsupported: OrganizationPermission[] = [...(made ? [] : (['roles:manage'] as const)), ...(served.domains ? [] : (['domains:manage'] as const)), ...(served.sso ? [] : (['sso:manage'] as const))];
      const held = (granted: OrganizationPermission[]) => granted.filter((permission) => !unsupported.includes(permission));
      const detail: OrganizationDetail = {
        organization: toOrganization(full),
        role,
        permissions: held(permissions),
        members: full.members.map(toMember),
        roles: rolesOf(made).map((row) => ({ ...row, permissions: held(row.permissions) })),
        unsupported,
      };
      return detail;
    },
    async update(organizationId, changes) {
      const data = {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.slug !== undefined && { slug: changes.slug }),
        ...(changes.sso_required !== undefined && { ssoRequired: changes.sso_required }),
      };
      return { organization: toOrganization(await call<BaOrganization>('POST', '/organization/update', { body: { organizationId, data } })) };
    },
    async setActive(organizationId) {
      await call('POST', '/organization/set-active', { body: { organizationId } });
      return refreshed();
    },
    async invitations(organizationId) {
      return { invitations: (await call<BaInvitation[]>('GET', '/organization/list-invitations', org(organizationId))).map(toInvitation) };
    },
    async invite(organizationId, { email, role, invitation_redirect_url }) {
      const headers: Record<string, string> = invitation_redirect_url ? { 'X-Portico-Invitation-Redirect': invitation_redirect_url } : {};
      return { invitation: toInvitation(await call<BaInvitation>('POST', '/organization/invite-member', { body: { organizationId, email, role }, headers })) };
    },
    async revokeInvitation(_organizationId, invitationId) {
      await call('POST', '/organization/cancel-invitation', { body: { invitationId } });
    },
    async updateMemberRole(organizationId, userId, role) {
      const member = await memberOf(organizationId, userId);
      await call('POST', '/organization/update-member-role', { body: { organizationId, memberId: member.id, role } });
      return membersNow(organizationId);
    },
    async removeMember(organizationId, userId) {
      const member = await memberOf(organizationId, userId);
      await call('POST', '/organization/remove-member', { body: { organizationId, memberIdOrEmail: member.id } });
      return membersNow(organizationId);
    },
    // Made or replaced, as the emulator's PUT; the plugin checks the caller holds all it grants.
    async saveRole(organizationId, role, permissions) {
      const permission = statementsOf(permissions);
      const exists = (await madeRoles(organizationId))?.some((row) => row.role === role);
      if (exists) await call('POST', '/organization/update-role', { body: { organizationId, roleName: role, data: { permission } } });
      else await call('POST', '/organization/create-role', { body: { organizationId, role, permission } });
      return rolesNow(organizationId);
    },
    async deleteRole(organizationId, role) {
      await call('POST', '/organization/delete-role', { body: { organizationId, roleName: role } });
      return rolesNow(organizationId);
    },
    ...createDomainCalls(served),
    ...connectionCalls,
    invitation: {
      get: (token) => call('POST', '/portico/invitations/get', { body: { token } }),
      async accept(token) {
        // Better Auth accepts only with the invited address's session: portico() signs it in first
        // when there is none (the link proved the address), then the plugin's own accept runs.
        const said = await call<{ invitation_id?: string; signed_in?: boolean; twoFactorRedirect?: boolean }>('POST', '/portico/invitations/session', { body: { token } });
        if (said.twoFactorRedirect || !said.invitation_id) {
          throw new AuthClientError({ status_code: 401, error_type: 'user_unauthenticated', error_message: 'This account has two-step verification: sign in first, then open the invitation again.' });
        }
        const accepted = await call<{ invitation: { organizationId: string } }>('POST', '/organization/accept-invitation', { body: { invitationId: said.invitation_id } });
        const [auth, organization] = await Promise.all([
          said.signed_in ? signedIn('invitation') : refreshed(),
          call<BaOrganization>('GET', '/organization/get-full-organization', org(accepted.invitation.organizationId)),
        ]);
        return { ...auth, organization: toOrganization(organization) };
      },
      async decline(token) {
        await call('POST', '/portico/invitations/decline', { body: { token } });
      },
    },
  };
}
