/**
 * The Better Auth client reads what the server serves from portico()'s bootstrap, names a missing
 * route's URL, and never sends a WhatsApp code the server would text instead.
 */
import { describe, expect, it } from 'vitest';
import { createBetterAuthClient } from '../../../src/client/betterAuth';
import { toBootstrap } from '../../../src/client/bootstrapAnswer';
import { isDeveloperError } from '../../../src/client/developerErrors';
import { createMemoryStorage } from '../../../src/client/storage';

const BASE = 'http://auth.test/api/auth';

function fakeBetterAuthServing(bootstrap: Record<string, unknown> | 'no plugin') {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const path = String(input).slice(BASE.length);
    calls.push(path);
    if (path === '/portico/bootstrap' && bootstrap !== 'no plugin') return new Response(JSON.stringify(bootstrap), { status: 200 });
    if (path === '/phone-number/send-otp') return new Response('{"message":"code sent"}', { status: 200 });
    return new Response(null, { status: 404 });
  };
  const client = createBetterAuthClient({ baseURL: BASE, fetch, storage: createMemoryStorage(), storageEvents: new EventTarget(), refreshOnStartup: false });
  return { client, calls };
}

describe('the bootstrap answer says what the server serves', () => {
  it('portico()\'s products, otp_methods and user_search become Bootstrap.served', () => {
    // Only membership is asked of the lists, so they are kept as the server sent them.
    expect(toBootstrap({ products: ['otp'], otp_methods: ['email'], user_search: false }).served).toEqual({ products: ['otp'], otpMethods: ['email'], userSearch: false });
    expect(toBootstrap({ products: ['otp'], otp_methods: 'email' }).served).toEqual({ products: ['otp'], otpMethods: [], userSearch: true });
    expect(toBootstrap({ products: [] }).served).toEqual({ products: [], otpMethods: [], userSearch: true });
  });

  it('an answer without products (the emulator\'s) says nothing', () => {
    expect(toBootstrap({ project_name: 'X' }).served).toBeUndefined();
  });
});

describe('a bare 404 (a wrong base URL, no plugin)', () => {
  it('is a developer error naming the URL and what to check, not "HTTP status 404"', async () => {
    const { client } = fakeBetterAuthServing('no plugin');
    const error = await client.bootstrap.get().catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ error_type: 'route_not_found', status_code: 404 });
    expect((error as Error).message).toBe(
      `GET ${BASE}/portico/bootstrap answered 404 Not Found: check that createBetterAuthClient's baseURL is Better Auth's base path (e.g. https://example.com/api/auth) and that the server runs portico() (portico-better-auth) in the server's plugins.`,
    );
    expect(isDeveloperError(error)).toBe(true);
  });
});

describe('WhatsApp is never sent as a text message', () => {
  it('given a server whose bootstrap does not list WhatsApp › the send is refused and nothing is sent', async () => {
    const { client, calls } = fakeBetterAuthServing({ products: ['otp'], otp_methods: ['email', 'sms'] });
    await expect(client.otps.whatsapp.loginOrCreate('+15555550100')).rejects.toMatchObject({ error_type: 'unsupported_by_backend' });
    expect(calls).not.toContain('/phone-number/send-otp');
  });

  it('given a server without portico() › the same', async () => {
    const { client, calls } = fakeBetterAuthServing('no plugin');
    await expect(client.otps.whatsapp.loginOrCreate('+15555550100')).rejects.toMatchObject({ error_type: 'route_not_found' });
    expect(calls).not.toContain('/phone-number/send-otp');
  });

  it('given a server that lists it › the code is sent with the channel header', async () => {
    const { client, calls } = fakeBetterAuthServing({ products: ['otp'], otp_methods: ['whatsapp'] });
    await expect(client.otps.whatsapp.loginOrCreate('+15555550100')).resolves.toMatchObject({ method_id: 'phone:+15555550100' });
    expect(calls).toContain('/phone-number/send-otp');
  });
});
