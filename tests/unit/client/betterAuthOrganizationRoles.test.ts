/**
 * What Better Auth's organizations serve (docs/organizations.md "On Better Auth"), against a fake
 * requester: an organization's own roles read from the plugin's statements; the SSO connection
 * served where portico({ domains }) is (betterAuthOrganizationDomains.test.ts), and roles too on a server without dynamic access control (no
 * list-roles route), so the settings offer no tab for them.
 * tests/server/betterAuthOrganizations.test.ts runs the same calls against a real Better Auth.
 */
import { describe, expect, it } from 'vitest';
import { AuthClientError } from '../../../src/client/AuthClientError';
import { createOrganizationCalls } from '../../../src/client/betterAuth/organizationPluginCalls';

const FULL = { id: 'org-1', name: 'Acme', slug: 'acme', members: [{ id: 'm-1', userId: 'u-1', role: 'owner', user: { email: 'owner@acme.test', name: 'Owner' } }] };

/** A fake Better Auth: each path's answer, or the error it throws. */
const fakeRequester = (listRoles: unknown) =>
  (async (_method: string, path: string) => {
    if (path === '/organization/get-full-organization') return FULL;
    if (path === '/get-session') return { user: { id: 'u-1' } };
    if (path === '/portico/organization/connection') return { connection: null };
    if (path === '/organization/list-roles') {
      if (listRoles instanceof Error) throw listRoles;
      return listRoles;
    }
    throw new Error(`unexpected ${path}`);
  }) as never;
const calls = (listRoles: unknown) => createOrganizationCalls(fakeRequester(listRoles), (() => Promise.reject(new Error('no sign-in'))) as never, async () => null);

describe('roles on Better Auth', () => {
  it('an organization\u2019s own role reads as the Portico permissions its statements grant in full', async () => {
    const detail = await calls([{ role: 'billing', permission: { ac: ['read'], invitation: ['create'], member: ['update'], organization: ['delete'] } }]).get('org-1');
    expect(detail.permissions).toContain('roles:manage');
    expect(detail.unsupported).toEqual([]);
    expect(detail.roles.at(-1)).toEqual({ role: 'billing', permissions: ['organization:delete', 'members:invite', 'members:update_role'], built_in: false });
  });

  it('a server without dynamic access control: the built-in roles only, and roles unsupported as well', async () => {
    const missing = new AuthClientError({ status_code: 404, error_type: 'unknown_error', error_message: 'Not Found' });
    const detail = await calls(missing).get('org-1');
    expect(detail.unsupported).toEqual(['roles:manage']);
    expect(detail.roles.map((r) => r.role)).toEqual(['owner', 'admin', 'member']);
  });
});
