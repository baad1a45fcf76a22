/**
 * The session an enterprise sign-in starts is in the organization the person signed in through, as
 * on the emulator (docs/organizations.md: "the session's active organization is the one they signed
 * in through"). @better-auth/sso makes the person a member just in time but leaves the session's
 * `activeOrganizationId` empty, so after its OIDC callback or SAML ACS has made a session, this sets
 * it to the provider's organization, and only when the person is a member of it (provisioning may be
 * off, or an invitation may be pending).
 */
import { createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';

const SIGN_IN_RETURNS = new Set(['/sso/callback/:providerId', '/sso/saml2/sp/acs/:providerId']);

export const ssoActiveOrganizationHook = {
  matcher: (ctx: { path?: string }) => SIGN_IN_RETURNS.has(ctx.path ?? ''),
  handler: createAuthMiddleware(async (ctx) => {
    const started = ctx.context.newSession;
    const providerId = ctx.params?.providerId;
    if (!started || typeof providerId !== 'string' || !ctx.context.getPlugin('organization')) return;
    const provider = await ctx.context.adapter.findOne<{ organizationId?: string | null }>({ model: 'ssoProvider', where: [{ field: 'providerId', value: providerId }] });
    const organizationId = provider?.organizationId;
    if (!organizationId) return;
    const member = await ctx.context.adapter.findOne({ model: 'member', where: [{ field: 'organizationId', value: organizationId }, { field: 'userId', value: started.user.id }] });
    if (!member) return;
    const session = await ctx.context.internalAdapter.updateSession(started.session.token, { activeOrganizationId: organizationId });
    // A cookie cache, when the host turns it on, carries the session too: it is written again.
    if (session) await setSessionCookie(ctx, { session, user: started.user });
  }),
};
