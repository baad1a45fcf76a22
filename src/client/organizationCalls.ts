/**
 * Organizations over the protocol (docs/protocol.md "Organizations"): what the organizations screens
 * will download with themselves; no Login calls them, so the built-in clients carry none.
 */
import type { CallContext } from './callContext';
import type { OrganizationCalls } from './organizationTypes';

export function createOrganizationCalls(ctx: CallContext): OrganizationCalls {
  const session = { withSession: true } as const;
  const org = (id: string) => `/v1/organizations/${encodeURIComponent(id)}`;
  const done = async (answer: Promise<unknown>) => {
    await answer;
  };
  return {
    list: () => ctx.request('GET', '/v1/organizations', session),
    create: (body) => ctx.request('POST', '/v1/organizations', { ...session, body }),
    get: (id) => ctx.request('GET', org(id), session),
    update: (id, body) => ctx.request('PATCH', org(id), { ...session, body }),
    setActive: (organization_id) => ctx.authenticate('POST', '/v1/sessions/organization', { ...session, body: { organization_id } }),
    invitations: (id) => ctx.request('GET', `${org(id)}/invitations`, session),
    invite: (id, body) => ctx.request('POST', `${org(id)}/invitations`, { ...session, body }),
    revokeInvitation: (id, invitationId) => done(ctx.request('DELETE', `${org(id)}/invitations/${encodeURIComponent(invitationId)}`, session)),
    updateMemberRole: (id, userId, role) => ctx.request('PATCH', `${org(id)}/members/${encodeURIComponent(userId)}`, { ...session, body: { role } }),
    removeMember: (id, userId) => ctx.request('DELETE', `${org(id)}/members/${encodeURIComponent(userId)}`, session),
    saveRole: (id, role, permissions) => ctx.request('PUT', `${org(id)}/roles/${encodeURIComponent(role)}`, { ...session, body: { permissions } }),
    deleteRole: (id, role) => ctx.request('DELETE', `${org(id)}/roles/${encodeURIComponent(role)}`, session),
    domains: (id) => ctx.request('GET', `${org(id)}/domains`, session),
    addDomain: (id, domain) => ctx.request('POST', `${org(id)}/domains`, { ...session, body: { domain } }),
    verifyDomain: (id, domain) => ctx.request('POST', `${org(id)}/domains/${encodeURIComponent(domain)}/verify`, { ...session, body: {} }),
    removeDomain: (id, domain) => done(ctx.request('DELETE', `${org(id)}/domains/${encodeURIComponent(domain)}`, session)),
    connection: (id) => ctx.request('GET', `${org(id)}/sso_connection`, session),
    saveConnection: (id, body) => ctx.request('PUT', `${org(id)}/sso_connection`, { ...session, body }),
    deleteConnection: (id) => done(ctx.request('DELETE', `${org(id)}/sso_connection`, session)),
    invitation: {
      get: (token) => ctx.request('POST', '/v1/invitations/get', { body: { token } }),
      accept: (token, { session_duration_minutes }) => ctx.authenticate('POST', '/v1/invitations/accept', { ...session, body: { token, session_duration_minutes } }),
      decline: (token) => done(ctx.request('POST', '/v1/invitations/decline', { ...session, body: { token } })),
    },
  };
}
