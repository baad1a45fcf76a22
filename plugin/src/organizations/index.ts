/**
 * Invitations by their mailed link, beside Better Auth's `organization` plugin (docs/organizations.md
 * "On Better Auth"), which invites, accepts and rejects by the invitation's id and only with a
 * session of the invited address:
 * - after `/organization/invite-member`, the mail: a link `stytch_token_type=invitation&token=…` to
 *   the host's page, its token a secret of its own (the id is shown to the organization's admins,
 *   so it must not be what signs a person in), kept hashed until the invitation's expiry;
 * - POST /portico/invitations/get: what the invitation page shows, by the token, with no session;
 * - POST /portico/invitations/session: the invited address signed in, which the link has just
 *   proven (a session of another address is refused); the browser client then accepts with
 *   Better Auth's own `/organization/accept-invitation`, so its checks and hooks all run;
 * - POST /portico/invitations/decline: declined by the token, with no session needed.
 * Each refuses an unknown or answered invitation (INVITATION_NOT_FOUND) and an expired one
 * (INVITATION_EXPIRED), as the emulator's /v1/invitations routes do; `session` signs a browser in
 * once per link.
 */
import { createHash } from 'node:crypto';
import { createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import type { GenericEndpointContext } from 'better-auth';
import * as z from 'zod';
import { porticoError } from '../error-codes';
import { trustedReturn } from '../trustedReturn';

/** An invitation mail, handed to the host's mailer (the same `send` as the other mails). */
export interface InvitationMessage {
  to: string;
  subject: string;
  body: string;
  link: string;
}

export interface InvitationOptions {
  send(message: InvitationMessage): unknown;
  /** The page the link opens when the inviter names none (a Login naming `organizations`). @defaultValue Better Auth's base URL's origin */
  page?: string;
}

/** The browser client sends the inviter's `invitation_redirect_url` here (it must be on a trusted origin). */
export const INVITATION_PAGE_HEADER = 'x-portico-invitation-redirect';

interface InvitationRow {
  id: string;
  organizationId: string;
  email: string;
  role: string;
  status: string;
  expiresAt: Date | string;
  inviterId: string;
}
type OrganizationRow = { id: string; name: string; slug: string };

const identifier = (token: string) => `portico-invitation:${createHash('sha256').update(token).digest('base64url')}`;
const tokenBody = z.object({ token: z.string().min(20).max(128) });
const STATUS: Record<string, string> = { rejected: 'declined', canceled: 'revoked' };

/** The pending, unexpired invitation a mailed token names, or the reason a person reads. */
async function pendingByToken(ctx: GenericEndpointContext, token: string) {
  // Without Better Auth's organization plugin there are no invitations (and no table to read).
  if (!ctx.context.getPlugin('organization')) throw porticoError('NOT_FOUND', 'INVITATION_NOT_FOUND');
  const row = await ctx.context.internalAdapter.findVerificationValue(identifier(token));
  const invitation = row ? await ctx.context.adapter.findOne<InvitationRow>({ model: 'invitation', where: [{ field: 'id', value: row.value }] }) : null;
  if (!invitation || invitation.status !== 'pending') throw porticoError('NOT_FOUND', 'INVITATION_NOT_FOUND');
  if (new Date(invitation.expiresAt).getTime() <= Date.now()) throw porticoError('GONE', 'INVITATION_EXPIRED');
  return invitation;
}

const organizationOf = (ctx: GenericEndpointContext, id: string) => ctx.context.adapter.findOne<OrganizationRow>({ model: 'organization', where: [{ field: 'id', value: id }] });

async function inviterName(ctx: GenericEndpointContext, userId: string): Promise<string | null> {
  const user = await ctx.context.internalAdapter.findUserById(userId);
  return user ? user.name?.trim() || user.email : null;
}

/** The session's address must be the invitation's: it is bound to it (docs/organizations.md). */
async function sessionFor(ctx: GenericEndpointContext, invitation: InvitationRow) {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session && session.user.email.toLowerCase() !== invitation.email.toLowerCase()) throw porticoError('FORBIDDEN', 'INVITATION_EMAIL_MISMATCH');
  return session;
}

export function invitationFeature(options: InvitationOptions, projectName: string) {
  const mail = createAuthMiddleware(async (ctx) => {
    const invitation = ctx.context.returned as InvitationRow | undefined;
    if (!invitation || typeof invitation !== 'object' || typeof (invitation as { id?: unknown }).id !== 'string' || invitation.status !== 'pending') return;
    const asked = ctx.headers?.get(INVITATION_PAGE_HEADER);
    const page = asked ? trustedReturn(ctx, asked) : new URL(options.page ?? `${new URL(ctx.context.baseURL).origin}/`);
    const token = generateRandomString(32);
    await ctx.context.internalAdapter.createVerificationValue({ identifier: identifier(token), value: invitation.id, expiresAt: new Date(invitation.expiresAt) });
    page.searchParams.set('stytch_token_type', 'invitation');
    page.searchParams.set('token', token);
    const organization = await organizationOf(ctx, invitation.organizationId);
    const inviter = (await inviterName(ctx, invitation.inviterId)) ?? 'A member';
    const name = organization?.name ?? 'an organization';
    const days = Math.max(1, Math.round((new Date(invitation.expiresAt).getTime() - Date.now()) / 86_400_000));
    await options.send({
      to: invitation.email,
      subject: `${inviter} invited you to join ${name}`,
      body: `${inviter} invited you to join ${name} on ${projectName} as ${invitation.role}. Open this link to accept or decline. It expires in ${days} days.\n\n${page.href}\n\nIf you did not expect it, ignore this email.`,
      link: page.href,
    });
  });

  const endpoints = {
    porticoInvitationGet: createAuthEndpoint('/portico/invitations/get', { method: 'POST', body: tokenBody }, async (ctx) => {
      const invitation = await pendingByToken(ctx, ctx.body.token);
      const organization = await organizationOf(ctx, invitation.organizationId);
      if (!organization) throw porticoError('NOT_FOUND', 'INVITATION_NOT_FOUND');
      return ctx.json({
        invitation: {
          invitation_id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          status: STATUS[invitation.status] ?? invitation.status,
          expires_at: new Date(invitation.expiresAt).toISOString(),
        },
        organization: { name: organization.name, slug: organization.slug },
        inviter: await inviterName(ctx, invitation.inviterId),
      });
    }),
    porticoInvitationSession: createAuthEndpoint('/portico/invitations/session', { method: 'POST', body: tokenBody }, async (ctx) => {
      const invitation = await pendingByToken(ctx, ctx.body.token);
      const adapter = ctx.context.internalAdapter;
      const signedIn = await sessionFor(ctx, invitation);
      // The mailed link proved the address: Better Auth may require a verified one to accept.
      const found = signedIn ? { user: signedIn.user } : await adapter.findUserByEmail(invitation.email);
      let user = found?.user ?? null;
      if (!user) user = await adapter.createUser({ email: invitation.email.toLowerCase(), name: '', emailVerified: true }, ctx);
      else if (!user.emailVerified) user = (await adapter.updateUser(user.id, { emailVerified: true })) ?? user;
      if (!signedIn) {
        // The link signs a browser in once: opened again with no session (a forwarded mail, a
        // shared screen), it signs nobody in; with the invited address's own session it still
        // answers the invitation until it is answered or expires.
        const once = `${identifier(ctx.body.token)}:signed-in`;
        if (await adapter.findVerificationValue(once)) throw porticoError('NOT_FOUND', 'INVITATION_NOT_FOUND');
        await adapter.createVerificationValue({ identifier: once, value: invitation.id, expiresAt: new Date(invitation.expiresAt) });
        const session = await adapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        ctx.context.setNewSession({ session, user });
      }
      // signed_in: this call started the session (else the person's own goes on).
      return ctx.json({ invitation_id: invitation.id, signed_in: !signedIn });
    }),
    porticoInvitationDecline: createAuthEndpoint('/portico/invitations/decline', { method: 'POST', body: tokenBody }, async (ctx) => {
      const invitation = await pendingByToken(ctx, ctx.body.token);
      await sessionFor(ctx, invitation);
      const updated = await ctx.context.adapter.update<InvitationRow>({
        model: 'invitation',
        where: [{ field: 'id', value: invitation.id }, { field: 'status', value: 'pending' }],
        update: { status: 'rejected' },
      });
      if (!updated) throw porticoError('NOT_FOUND', 'INVITATION_NOT_FOUND');
      return ctx.json({ status: true });
    }),
  };

  const inviting = (ctx: { path?: string }) => ctx.path === '/organization/invite-member';
  // The page is checked before the invitation is made: a refused one leaves nothing behind.
  const pageChecked = createAuthMiddleware(async (ctx) => {
    const asked = ctx.headers?.get(INVITATION_PAGE_HEADER);
    if (asked) trustedReturn(ctx, asked);
  });
  return { endpoints, before: [{ matcher: inviting, handler: pageChecked }], after: [{ matcher: inviting, handler: mail }] };
}
