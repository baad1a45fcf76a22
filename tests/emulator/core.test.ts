/** The emulator's core over HTTP: public token, errors, CORS, bootstrap, events, JWKS. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('the public token', () => {
  it('is required on /v1 calls', async () => {
    const answer = await h.call('GET', '/v1/projects/bootstrap', undefined, { publicToken: null });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status_code: 401, error_type: 'invalid_public_token' });
    expect(answer.body.request_id).toMatch(/^request-id-test-/);
  });

  it('must be the project’s', async () => {
    const answer = await h.call('GET', '/v1/projects/bootstrap', undefined, { publicToken: 'public-token-test-someone-else' });
    expect(answer.body.error_type).toBe('invalid_public_token');
  });

  it('may come as ?public_token= on a browser navigation (GET) only', async () => {
    const token = h.emulator.ctx.config.public_token;
    const get = await h.call('GET', `/v1/projects/bootstrap?public_token=${token}`, undefined, { publicToken: null });
    expect(get.status).toBe(200);
    const post = await h.call('POST', `/v1/users/search?public_token=${token}`, { email: 'a@example.com' }, { publicToken: null });
    expect(post.status).toBe(401);
  });
});

describe('errors', () => {
  it('a malformed JSON body is 400 invalid_json', async () => {
    const answer = await h.call('POST', '/v1/magic_links/email/login_or_create', undefined, { raw: '{"email": ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status_code: 400, error_type: 'invalid_json' });
  });

  it('a body that is not an object is 400 invalid_request', async () => {
    const answer = await h.call('POST', '/v1/users/search', undefined, { raw: '[1,2]' });
    expect(answer.body).toMatchObject({ status_code: 400, error_type: 'invalid_request' });
  });

  it('a missing field is 400 invalid_request naming it', async () => {
    const answer = await h.call('POST', '/v1/passwords/authenticate', { email: 'a@example.com' });
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe('invalid_request');
    expect(answer.body.error_message).toContain('password');
  });

  it('a field of the wrong type is 400 invalid_request naming it', async () => {
    const answer = await h.call('POST', '/v1/magic_links/authenticate', { token: 'x', session_duration_minutes: 'long' });
    expect(answer.body.error_type).toBe('invalid_request');
    expect(answer.body.error_message).toContain('session_duration_minutes');
  });

  it('a bad email is 400 invalid_email with SPEC §8’s message', async () => {
    const answer = await h.call('POST', '/v1/users/search', { email: 'not-an-email' });
    expect(answer.body).toMatchObject({ error_type: 'invalid_email', error_message: 'Email format is invalid.' });
  });

  it('an unknown route is 404 route_not_found, inside and outside /v1', async () => {
    const inside = await h.call('GET', '/v1/nothing/here');
    expect(inside.status).toBe(404);
    expect(inside.body.error_type).toBe('route_not_found');
    const outside = await h.call('GET', '/not-an-api-path');
    expect(outside.status).toBe(404);
    expect(outside.body.error_type).toBe('route_not_found');
  });

  it('a huge body is 413, not a crash', async () => {
    const answer = await h.call('POST', '/v1/events', undefined, { raw: JSON.stringify({ events: [{ name: 'x'.repeat(2_000_000) }] }) });
    expect(answer.status).toBe(413);
    expect(answer.body.error_type).toBe('payload_too_large');
  });

  it('every answer carries its request id', async () => {
    const answer = await h.call('GET', '/v1/projects/bootstrap');
    expect(answer.headers.get('x-request-id')).toBe(answer.body.request_id);
  });
});

describe('CORS', () => {
  it('allows any localhost port with the protocol’s headers', async () => {
    const response = await fetch(`${h.emulator.url}/v1/projects/bootstrap`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-portico-public-token,authorization,content-type' },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-portico-public-token');
  });

  it('does not allow another site', async () => {
    const response = await fetch(`${h.emulator.url}/v1/projects/bootstrap`, {
      headers: { Origin: 'https://evil.example', 'X-Portico-Public-Token': h.emulator.ctx.config.public_token },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('bootstrap', () => {
  it('answers the project’s settings', async () => {
    const answer = await h.call('GET', '/v1/projects/bootstrap');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status_code: 200,
      project_name: 'Portico Demo',
      display_watermark: true,
      email_domains: ['portico.dev'],
      password_config: { strength_policy: 'zxcvbn', luds_minimum_count: 8, luds_complexity: 3 },
      public_token_type: 'test',
      vertical: 'consumer',
    });
    expect(answer.body.oauth_providers).toHaveLength(19);
    expect(answer.body.rbac_policy.scopes).toContainEqual({ scope: 'read:documents', description: 'Read your documents' });
  });
});

describe('events', () => {
  it('are stored in the event log', async () => {
    const answer = await h.call('POST', '/v1/events', { events: [{ name: 'email_sent', details: { email: 'ev@example.com', type: 'otp' } }] });
    expect(answer.status).toBe(200);
    const row = h.emulator.ctx.db.prepare("SELECT name, details FROM event_log WHERE name = 'email_sent'").get() as { details: string };
    expect(JSON.parse(row.details)).toEqual({ email: 'ev@example.com', type: 'otp' });
  });

  it('without a name are refused', async () => {
    const answer = await h.call('POST', '/v1/events', { events: [{ details: {} }] });
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe('invalid_request');
  });
});

describe('JWKS', () => {
  it('publishes one RS256 public key and no private parts', async () => {
    const response = await fetch(`${h.emulator.url}/.well-known/jwks.json`);
    const { keys } = (await response.json()) as { keys: Array<Record<string, string>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]!.d).toBeUndefined();
  });
});

describe('the Host header', () => {
  /** A GET with any Host header, as a DNS-rebinding page's browser would send it. */
  function getWithHost(path: string, host: string): Promise<{ status: number; body: Record<string, any> }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: h.emulator.port, path, headers: { Host: host, 'X-Portico-Public-Token': h.emulator.ctx.config.public_token } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as Record<string, any> }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('a foreign Host gets invalid_host, not the outbox', async () => {
    await h.call('POST', '/v1/otps/email/login_or_create', { email: 'rebind@example.com' });
    for (const path of ['/outbox.json', '/v1/projects/bootstrap', '/.well-known/jwks.json', '/demo/index.html']) {
      const answer = await getWithHost(path, 'evil.example');
      expect(answer.status, path).toBe(403);
      expect(answer.body.error_type, path).toBe('invalid_host');
      expect(JSON.stringify(answer.body)).not.toContain('rebind@example.com');
    }
  });

  it('loopback names on any port, and the hosts of configured origins, are answered', async () => {
    for (const host of [`localhost:${h.emulator.port}`, '127.0.0.1:9999', '[::1]:1234', 'localhost']) {
      expect((await getWithHost('/outbox.json', host)).status, host).toBe(200);
    }
    const other = await startHarness({ config: { allowed_origins: ['https://auth.example.dev'] } });
    try {
      const at = (host: string) => new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port: other.emulator.port, path: '/v1/projects/bootstrap', headers: { Host: host, 'X-Portico-Public-Token': other.emulator.ctx.config.public_token } },
          (res) => { res.resume(); resolve(res.statusCode!); }).on('error', reject).end();
      });
      expect(await at('auth.example.dev')).toBe(200);
      expect(await at('auth.example.dev:8443')).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('expired rows', () => {
  it('are purged on a timer, and live ones stay', async () => {
    const p = await startHarness({ purgeIntervalMs: 20 });
    try {
      const count = (table: string) => (p.emulator.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
      const old = await signIn(p, 'purge-old@example.com');
      await p.call('POST', '/v1/otps/email/login_or_create', { email: 'purge-old@example.com' });
      await p.call('POST', '/v1/crypto_wallets/authenticate/start', { crypto_wallet_address: '0x' + '1'.repeat(40), crypto_wallet_type: 'ethereum' });
      await p.call('POST', '/v1/webauthn/authenticate/start', {});
      await fetch(`${p.emulator.url}/v1/oauth/github/start?public_token=${p.emulator.ctx.config.public_token}`, { redirect: 'manual' });
      const tables = ['sessions', 'session_tokens', 'magic_links', 'otp_codes', 'crypto_wallet_challenges', 'webauthn_challenges', 'oauth_flows'];
      for (const table of tables) expect(count(table), table).toBeGreaterThan(0);

      p.advance(2 * 24 * 60);
      const fresh = await signIn(p, 'purge-new@example.com');
      const expired = (table: string) => (p.emulator.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE expires_at <= ?`)
        .get(p.emulator.ctx.now().getTime()) as { n: number }).n;
      // The purge runs on its own timer: wait until it has, however busy the machine.
      const purged = tables.filter((t) => t !== 'session_tokens');
      await expect.poll(() => purged.map((table) => `${table}: ${expired(table)}`)).toEqual(purged.map((table) => `${table}: 0`));
      expect(count('magic_links')).toBe(1);
      // The new session stays; the old one and its token went. Users are never purged.
      expect(p.emulator.ctx.db.prepare('SELECT session_id FROM sessions').all()).toEqual([{ session_id: fresh.session.session_id }]);
      expect(count('session_tokens')).toBe(1);
      expect(p.emulator.ctx.users.get(old.user_id)).not.toBeNull();
    } finally {
      await p.close();
    }
  });
});
