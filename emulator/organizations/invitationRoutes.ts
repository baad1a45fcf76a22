/**
 * Invitations (docs/protocol.md "Invitations"): an admin invites an address with a role; the mail
 * (in the outbox) carries a single-use link to the host's page. Only that address may accept: a
 * signed-in person with another address is refused, and one with no session is signed in as the
 * invited address, which the link has just proven.
 */
import { z } from 'zod';
import type { Hono } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import { withParams } from '../core/redirects';
import * as field from '../core/schemas';
import { requireMember, requirePermission } from './access';
import { invitationJSON, organizationJSON } from './present';
import { INVITATION_DAYS, type InvitationRow, type OrganizationsStore } from './store';

const tokenBody = z.object({ token: z.string().min(20).max(128) });

export function registerInvitations(app: Hono<EmulatorEnv>, ctx: EmulatorContext, store: OrganizationsStore): void {
  const nowMs = () => ctx.now().getTime();

  /** The pending invitation a token names, or the error a person reads about it. */
  function pendingByToken(token: string): InvitationRow {
    const inv = store.invitationByToken(ctx.hash(token));
    if (!inv || inv.status !== 'pending') throw new ApiError(404, 'invitation_not_found');
    if (inv.expires_at <= nowMs()) throw new ApiError(410, 'invitation_expired');
    return inv;
  }

  app.get('/v1/organizations/:id/invitations', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'members:invite');
    return ok(c, { invitations: store.invitations(m.org.organization_id).map((i) => invitationJSON(i, nowMs())) });
  });

  app.post('/v1/organizations/:id/invitations', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'members:invite');
    const body = await parseBody(c, z.object({ email: field.email, role: z.string().min(1).max(40), invitation_redirect_url: field.redirectUrl }));
    const page = ctx.redirects.resolve('login', body.invitation_redirect_url);
    if (!store.roleExists(m.org.organization_id, body.role)) throw new ApiError(400, 'role_not_found');
    if (body.role === 'owner' && m.member.role !== 'owner') throw new ApiError(403, 'unauthorized_action', 'Only an owner can invite an owner.');
    const existing = ctx.users.byEmail(body.email);
    if (existing && store.member(m.org.organization_id, existing.user_id)) throw new ApiError(409, 'already_member');
    const token = ctx.token(32);
    const inv = store.invite(m.org.organization_id, body.email, body.role, ctx.hash(token), m.auth.user.user_id);
    const link = withParams(page, { stytch_token_type: 'invitation', token });
    const inviter = `${m.auth.user.name.first_name} ${m.auth.user.name.last_name}`.trim() || m.auth.user.email || 'A member';
    ctx.outbox.send({
      to: body.email,
      channel: 'email',
      subject: `${inviter} invited you to join ${m.org.name}`,
      body: `${inviter} invited you to join ${m.org.name} on ${ctx.config.project_name} as ${body.role}. Open this link to accept or decline. It expires in ${INVITATION_DAYS} days.\n\n${link}\n\nIf you did not expect it, ignore this email.`,
      links: [link],
      code: null,
    });
    return ok(c, { invitation: invitationJSON(inv, nowMs()) }, 201);
  });

  app.delete('/v1/organizations/:id/invitations/:invitation', async (c) => {
    const m = await requireMember(c, ctx, store, c.req.param('id'));
    requirePermission(m, 'members:invite');
    const inv = store.invitation(c.req.param('invitation'));
    if (!inv || inv.organization_id !== m.org.organization_id || !store.answer(inv.invitation_id, 'revoked')) throw new ApiError(404, 'invitation_not_found');
    return ok(c);
  });

  // What the invitation page shows before the person answers: no session needed, the link is the key.
  app.post('/v1/invitations/get', async (c) => {
    const body = await parseBody(c, tokenBody);
    const inv = pendingByToken(body.token);
    const org = store.get(inv.organization_id)!;
    const inviter = ctx.users.get(inv.invited_by);
    return ok(c, {
      invitation: invitationJSON(inv, nowMs()),
      organization: { name: org.name, slug: org.slug },
      inviter: inviter ? `${inviter.name.first_name} ${inviter.name.last_name}`.trim() || inviter.email : null,
    });
  });

  app.post('/v1/invitations/accept', async (c) => {
    const body = await parseBody(c, tokenBody.extend({ session_duration_minutes: field.sessionDurationMinutes }));
    const signedIn = c.req.header('Authorization') ? await ctx.sessions.require(c) : null;
    const inv = pendingByToken(body.token);
    // Bound to its address: a session of another person cannot take it.
    if (signedIn && signedIn.user.email !== inv.email) throw new ApiError(403, 'invitation_email_mismatch');
    if (!store.answer(inv.invitation_id, 'accepted')) throw new ApiError(404, 'invitation_not_found');
    const { user } = ctx.users.findOrCreateByEmail(inv.email);
    ctx.users.verifyEmail(user.user_id, inv.email); // the mailed link proved the address
    ctx.users.activate(user.user_id);
    store.addMember(inv.organization_id, user.user_id, inv.role);
    const org = store.get(inv.organization_id)!;
    if (signedIn) {
      ctx.sessions.setOrganization(signedIn.session.session_id, org.organization_id);
      const auth = await ctx.sessions.refresh({ ...signedIn, session: { ...signedIn.session, organization_id: org.organization_id } });
      return ok(c, { ...auth, organization: organizationJSON(org) });
    }
    const auth = await ctx.sessions.signIn(user.user_id, { type: 'email', delivery_method: 'invitation' }, body.session_duration_minutes);
    if ('session' in auth) {
      ctx.sessions.setOrganization(auth.session.session_id, org.organization_id);
      const fresh = await ctx.sessions.authenticate(auth.session_token);
      return ok(c, { ...(await ctx.sessions.refresh(fresh)), organization: organizationJSON(org) });
    }
    return ok(c, { ...auth, organization: organizationJSON(org) });
  });

  app.post('/v1/invitations/decline', async (c) => {
    const body = await parseBody(c, tokenBody);
    const inv = pendingByToken(body.token);
    if (c.req.header('Authorization')) {
      const signedIn = await ctx.sessions.require(c);
      if (signedIn.user.email !== inv.email) throw new ApiError(403, 'invitation_email_mismatch');
    }
    if (!store.answer(inv.invitation_id, 'declined')) throw new ApiError(404, 'invitation_not_found');
    return ok(c);
  });
}
