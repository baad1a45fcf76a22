/**
 * Portico() in Better Auth's own plugin shape. Its error codes are registered (Better
 * Auth merges them into `auth.$ERROR_CODES`), its table comes from schema.ts merged with the
 * host's `schema` option (a renamed table is the one created and used), and porticoClient() gives
 * Better Auth's createAuthClient typed calls to the plugin's endpoints.
 */
import { createAuthClient } from 'better-auth/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { PORTICO_ERROR_CODES, portico, porticoSchema } from '../../plugin/src';
import { porticoClient } from '../../plugin/src/client';
import { devAuth, ORIGIN } from './harness';

const STRONG = 'Harbor-Lantern-93-Quiet';

describe('portico() as a Better Auth plugin', () => {
  it('registers every error code as { code, message }, and Better Auth lists them', async () => {
    const plugin = portico({ projectName: 'p', products: ['passwords'] });
    expect(plugin.$ERROR_CODES).toBe(PORTICO_ERROR_CODES);
    for (const [key, value] of Object.entries(PORTICO_ERROR_CODES)) {
      expect(value.code).toBe(key);
      expect(value.message.length).toBeGreaterThan(0);
    }
    const { auth } = await devAuth();
    expect((auth.$ERROR_CODES as Record<string, { code: string }>).WEAK_PASSWORD).toEqual(PORTICO_ERROR_CODES.WEAK_PASSWORD);
  });

  it('has its table in schema.ts, left out when the lockout is off', () => {
    expect(portico({ projectName: 'p', products: ['passwords'] }).schema).toEqual(porticoSchema);
    expect(portico({ projectName: 'p', products: ['passwords'], lockout: false }).schema).toEqual({});
  });

  it("merges the host's schema option: the renamed table is the one created and the lockout uses it", async () => {
    const server = await devAuth({ schema: { porticoLockout: { modelName: 'host_lockouts' } } });
    const tables = (server.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((t) => t.name);
    expect(tables).toContain('host_lockouts');
    expect(tables).not.toContain('porticoLockout');
    await server.call('POST', '/sign-up/email', { email: 'r@example.com', password: STRONG, name: '' });
    server.signOutLocally();
    for (let i = 0; i < 10; i += 1) await server.call('POST', '/sign-in/email', { email: 'r@example.com', password: `wrong-Harbor-${i}` });
    expect(await server.call('POST', '/sign-in/email', { email: 'r@example.com', password: STRONG })).toMatchObject({ status: 429, json: { code: 'ACCOUNT_LOCKED' } });
    // Ten counted failures; the attempt refused as locked is not counted.
    expect(server.db.prepare('SELECT failures FROM host_lockouts').all()).toEqual([{ failures: 10 }]);
  });
});

describe('porticoClient()', () => {
  it("gives createAuthClient the plugin's endpoints, typed, and its error codes' types", async () => {
    const { auth } = await devAuth();
    const client = createAuthClient({
      baseURL: `${ORIGIN}/api/auth`,
      plugins: [porticoClient()],
      fetchOptions: {
        // In process: the client's requests go to the handler, from the page's origin.
        customFetchImpl: async (input, init) => {
          const request = new Request(input instanceof URL ? input.href : input, init);
          request.headers.set('origin', ORIGIN);
          return auth.handler(request);
        },
      },
    });
    const bootstrap = await client.portico.bootstrap();
    expect(bootstrap.data).toMatchObject({ backend: 'better-auth', project_name: 'Portico on Better Auth' });
    const weak = await client.portico.password.strengthCheck({ password: 'abc' });
    expect(weak.data).toMatchObject({ valid_password: false });
    // The client's error codes are types (Better Auth's client reads them from its plugins' `$ERROR_CODES`): `npm run typecheck` checks this line.
    expectTypeOf(client.$ERROR_CODES.ACCOUNT_LOCKED.code).toEqualTypeOf<'ACCOUNT_LOCKED'>();
  });
});
