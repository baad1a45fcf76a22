/**
 * Organizations (docs/protocol.md "Organizations"): create one, list yours, read and change it, its
 * members and roles, and the session's active organization. Invitations and domains are beside
 * this file; enterprise sign-in is emulator/sso.
 */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import { requireMember, requirePermission } from './access';
import { registerDomains } from './domainRoutes';
import { registerInvitations } from './invitationRoutes';
import { membersJSON, organizationJSON, rolesJSON } from './present';
import { isBuiltInRole, PERMISSIONS, ROLE_PATTERN } from './roles';
import { organizationsStore } from './store';
import { ssoStore } from '../sso/store';

const name = z.string().trim().min(1).max(100);
const slug = z.string().trim().toLowerCase().regex(/^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/, 'lower case letters, digits and inner hyphens');
const role = z.string().regex(ROLE_PATTERN);

/** A URL name from a display name: "Acme, Inc." → "acme-inc". */
export const slugOf = (value: string) =>
  value.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48) || 'organization';

export const register: RouteModule = (app, ctx) => {
  const store = organizationsStore(ctx);

  app.get('/v1/organizations', async (c) => {
    const auth = await ctx.sessions.require(c);
    const organizations = store.memberships(auth.user.user_id).map((row) => ({ ...organizationJSON(row), role: row.role }));
    return ok(c, { organizations, active_organization_id: auth.session.organization_id });
  });

  app.post('/v1/organizations', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, z.object({ name, slug: slug.optional() }));
    const org = store.create(body.name, body.slug ?? slugOf(body.name), auth.user.user_id);
    if (!org) throw new ApiError(409, 'duplicate_organization_slug');
    return ok(c, { organization: organizationJSON(org), role: 'owner' }, 201);
  });

  app.get('/v1/organizations/:id', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    return ok(c, {
      organization: organizationJSON(m.org),
      role: m.member.role,
      permissions: m.permissions,
      members: membersJSON(ctx, store, m.org.organization_id),
      roles: rolesJSON(store, m.org.organization_id),
    });
  });

  app.patch('/v1/organizations/:id', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'organization:update');
    const body = await parseBody(c, z.object({ name: name.optional(), slug: slug.optional(), sso_required: z.boolean().optional() }).strict());
    if (body.slug && body.slug !== m.org.slug && store.bySlug(body.slug)) throw new ApiError(409, 'duplicate_organization_slug');
    if (body.sso_required !== undefined && body.sso_required !== (m.org.sso_required === 1)) requirePermission(m, 'sso:manage');
    // Required SSO with no connection would lock every member out.
    if (body.sso_required && !ssoStore(ctx).connectionOf(m.org.organization_id)) throw new ApiError(400, 'sso_connection_not_found');
    const next = { ...m.org, name: body.name ?? m.org.name, slug: body.slug ?? m.org.slug, sso_required: body.sso_required === undefined ? m.org.sso_required : Number(body.sso_required) };
    store.update(next);
    return ok(c, { organization: organizationJSON(next) });
  });

  app.delete('/v1/organizations/:id', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'organization:delete');
    store.delete(m.org.organization_id);
    return ok(c);
  });

  app.patch('/v1/organizations/:id/members/:user', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'members:update_role');
    const body = await parseBody(c, z.object({ role }));
    const target = store.member(m.org.organization_id, c.req.param('user'));
    if (!target) throw new ApiError(404, 'member_not_found');
    if (!store.roleExists(m.org.organization_id, body.role)) throw new ApiError(400, 'role_not_found');
    // Only an owner makes or unmakes an owner, and the last owner stays one.
    if ((body.role === 'owner' || target.role === 'owner') && m.member.role !== 'owner') requirePermission({ ...m, can: () => false }, 'members:update_role');
    if (target.role === 'owner' && body.role !== 'owner' && store.ownerCount(m.org.organization_id) === 1) throw new ApiError(400, 'last_owner');
    store.setRole(m.org.organization_id, target.user_id, body.role);
    return ok(c, { members: membersJSON(ctx, store, m.org.organization_id) });
  });

  app.delete('/v1/organizations/:id/members/:user', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    const leaving = c.req.param('user') === m.auth.user.user_id;
    if (!leaving) requirePermission(m, 'members:remove');
    const target = store.member(m.org.organization_id, c.req.param('user'));
    if (!target) throw new ApiError(404, 'member_not_found');
    if (target.role === 'owner' && !leaving && m.member.role !== 'owner') requirePermission({ ...m, can: () => false }, 'members:remove');
    if (target.role === 'owner' && store.ownerCount(m.org.organization_id) === 1) throw new ApiError(400, 'last_owner');
    store.removeMember(m.org.organization_id, target.user_id);
    return ok(c, { members: membersJSON(ctx, store, m.org.organization_id) });
  });

  app.put('/v1/organizations/:id/roles/:role', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'roles:manage');
    const roleName = role.safeParse(c.req.param('role'));
    if (!roleName.success || isBuiltInRole(roleName.data)) throw new ApiError(400, 'invalid_request', 'A role needs a new name (lower case letters, digits, - and _); owner, admin and member are built in.');
    const body = await parseBody(c, z.object({ permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length) }));
    // A role grants no more than its author holds.
    const beyond = body.permissions.filter((p) => !m.can(p));
    if (beyond.length) throw new ApiError(403, 'unauthorized_action', `Your role cannot grant ${beyond.join(', ')}.`);
    store.saveRole(m.org.organization_id, roleName.data, body.permissions);
    return ok(c, { roles: rolesJSON(store, m.org.organization_id) });
  });

  app.delete('/v1/organizations/:id/roles/:role', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'roles:manage');
    const roleName = c.req.param('role');
    if (isBuiltInRole(roleName) || !store.roleExists(m.org.organization_id, roleName)) throw new ApiError(404, 'role_not_found');
    if (store.roleInUse(m.org.organization_id, roleName)) throw new ApiError(400, 'invalid_request', 'Members or pending invitations hold this role: give them another first.');
    store.deleteRole(m.org.organization_id, roleName);
    return ok(c, { roles: rolesJSON(store, m.org.organization_id) });
  });

  // The session's active organization: its JWT carries it (createSessionVerifier reports it).
  app.post('/v1/sessions/organization', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, z.object({ organization_id: z.string().min(1).max(128).nullable() }));
    if (body.organization_id !== null && !store.member(body.organization_id, auth.user.user_id)) throw new ApiError(404, 'organization_not_found');
    ctx.sessions.setOrganization(auth.session.session_id, body.organization_id);
    return ok(c, await ctx.sessions.refresh({ ...auth, session: { ...auth.session, organization_id: body.organization_id } }));
  });

  registerInvitations(app, ctx, store);
  registerDomains(app, ctx, store);
};
