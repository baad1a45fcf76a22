/**
 * Session attest over HTTP: the host signs a JWT for a trusted auth-token profile (HS256 with the
 * secret the emulator generated for it, or keys published at a JWKS URL) and trades it for a
 * session of the user it names.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { loadConfig } from '../../emulator/config';
import { startEmulator } from '../../emulator/server';
import { signIn, startHarness, type Harness } from './harness';
import { secretOf } from '../../emulator/attest/store';

const HS_PROFILE = { profile_id: 'host-hs', issuer: 'https://host.example', audience: 'portico-test' };
const NESTED_PROFILE = { ...HS_PROFILE, profile_id: 'host-nested', email_claim: 'user.email' };
/** The secret this emulator generated for a profile, as the host reads it (GET /emulator/trusted_auth_token_profiles/…). */
const hostSecret = (profileId: string) => secretOf(h.emulator.ctx, profileId)!;

let h: Harness;
let jwksServer: Server;
let esKey: CryptoKey;

beforeAll(async () => {
  // The host's own key set, published at a URL as a real host would.
  const pair = await generateKeyPair('ES256');
  esKey = pair.privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'host-1', alg: 'ES256' }] });
  jwksServer = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(jwks));
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`;
  h = await startHarness({
    config: { trusted_auth_token_profiles: [HS_PROFILE, NESTED_PROFILE, { profile_id: 'host-jwks', issuer: 'https://host.example', audience: 'portico-test', jwks_url: jwksUrl }] },
  });
});
afterAll(async () => {
  await h.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

function hostToken(claims: Record<string, unknown>, opts: { secret?: string; issuer?: string; audience?: string; expiresIn?: string | null } = {}) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(opts.issuer ?? HS_PROFILE.issuer)
    .setAudience(opts.audience ?? HS_PROFILE.audience)
    .setIssuedAt();
  if (opts.expiresIn !== null) jwt.setExpirationTime(opts.expiresIn ?? '5m');
  return jwt.sign(new TextEncoder().encode(opts.secret ?? hostSecret('host-hs')));
}

const attest = (body: Record<string, unknown>, bearer?: string) => h.call('POST', '/v1/sessions/attest', body, bearer ? { bearer } : {});

describe('given a host-signed token for a trusted profile', () => {
  it('creates the user it names and a 60-minute session', async () => {
    const answer = await attest({ token: await hostToken({ email: 'Attested@Example.com' }), profile_id: 'host-hs' });
    expect(answer.status).toBe(200);
    expect(answer.body.user.emails).toEqual([expect.objectContaining({ email: 'attested@example.com', verified: true })]);
    const minutes = (Date.parse(answer.body.session.expires_at) - Date.parse(answer.body.session.started_at)) / 60_000;
    expect(minutes).toBe(60);
    expect(answer.body.session.authentication_factors[0]).toMatchObject({ type: 'trusted_auth_token', delivery_method: 'trusted_token_exchange' });
  });

  it('finds an existing user, honours session_duration_minutes, and extends the caller\'s own session', async () => {
    const existing = await signIn(h, 'known@example.com');
    const token = await hostToken({ email: 'known@example.com' });
    const answer = await attest({ token, profile_id: 'host-hs', session_duration_minutes: 15 });
    expect(answer.body.user_id).toBe(existing.user_id);
    expect(answer.body.session.session_id).not.toBe(existing.session.session_id);
    const extended = await attest({ token, profile_id: 'host-hs' }, existing.session_token);
    expect(extended.body.session.session_id).toBe(existing.session.session_id);
    expect(extended.body.session_token).toBe(existing.session_token);
  });

  it('reads a nested email claim when the profile says so', async () => {
    const answer = await attest({ token: await hostToken({ user: { email: 'nested@example.com' } }, { secret: hostSecret('host-nested') }), profile_id: 'host-nested' });
    expect(answer.body.user.emails[0].email).toBe('nested@example.com');
  });

  it('verifies ES256 tokens against the profile\'s JWKS URL', async () => {
    const token = await new SignJWT({ email: 'jwks@example.com' })
      .setProtectedHeader({ alg: 'ES256', kid: 'host-1' }).setIssuer('https://host.example').setAudience('portico-test')
      .setIssuedAt().setExpirationTime('5m').sign(esKey);
    const answer = await attest({ token, profile_id: 'host-jwks' });
    expect(answer.status).toBe(200);
    // An HS256 token cannot pass for a JWKS profile.
    expect((await attest({ token: await hostToken({ email: 'jwks@example.com' }), profile_id: 'host-jwks' })).body.error_type).toBe('invalid_token');
  });

  it('a wrong secret, issuer, audience, an expired or malformed token is 401 invalid_token', async () => {
    const tokens = [
      await hostToken({ email: 'x@example.com' }, { secret: 'another-secret-that-is-long-enough-0123' }),
      await hostToken({ email: 'x@example.com' }, { issuer: 'https://evil.example' }),
      await hostToken({ email: 'x@example.com' }, { audience: 'someone-else' }),
      await hostToken({ email: 'x@example.com' }, { expiresIn: '1s' }).then(async (t) => (h.advance(1), t)),
      await hostToken({ sub: 'no-email' }),
      'not.a.jwt',
    ];
    for (const token of tokens) {
      const answer = await attest({ token, profile_id: 'host-hs' });
      expect(answer.status).toBe(401);
      expect(answer.body.error_type).toBe('invalid_token');
    }
  });

  it('an unknown profile is 404; a bad body is invalid_request', async () => {
    const unknown = await attest({ token: await hostToken({ email: 'x@example.com' }), profile_id: 'nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_type).toBe('trusted_auth_token_profile_not_found');
    expect((await attest({ profile_id: 'host-hs' })).body.error_type).toBe('invalid_request');
    expect((await attest({ token: 'x', profile_id: 'host-hs', session_duration_minutes: 'long' })).body.error_type).toBe('invalid_request');
  });
});

describe('tokens and secrets', () => {
  it('an attest token without exp, or valid for more than an hour, is refused', async () => {
    for (const expiresIn of [null, '2h']) {
      const answer = await attest({ token: await hostToken({ email: 'forever@example.com' }, { expiresIn }), profile_id: 'host-hs' });
      expect(answer.status, String(expiresIn)).toBe(401);
      expect(answer.body.error_type).toBe('invalid_token');
    }
    expect(h.emulator.ctx.users.byEmail('forever@example.com')).toBeNull();
  });

  it('the committed config holds no shared secret: each database generates its own', async () => {
    const shipped = loadConfig();
    expect(shipped.trusted_auth_token_profiles.map((p) => Object.keys(p))).not.toContainEqual(expect.arrayContaining(['secret']));
    const first = await startHarness();
    const second = await startHarness();
    try {
      const demo = shipped.trusted_auth_token_profiles[0]!;
      const sign = (secret: string) => new SignJWT({ email: 'anyone@example.com' }).setProtectedHeader({ alg: 'HS256' })
        .setIssuer(demo.issuer).setAudience(demo.audience).setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode(secret));
      // The secret that used to be committed signs in nobody.
      const committed = await sign('portico-demo-trusted-auth-token-secret-not-for-production');
      expect((await first.call('POST', '/v1/sessions/attest', { token: committed, profile_id: demo.profile_id })).body.error_type).toBe('invalid_token');
      const a = secretOf(first.emulator.ctx, demo.profile_id)!;
      const b = secretOf(second.emulator.ctx, demo.profile_id)!;
      expect(a.length).toBeGreaterThanOrEqual(43);
      expect(a).not.toBe(b);
      expect((await first.call('POST', '/v1/sessions/attest', { token: await sign(a), profile_id: demo.profile_id })).status).toBe(200);
      expect((await second.call('POST', '/v1/sessions/attest', { token: await sign(a), profile_id: demo.profile_id })).status).toBe(401);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('a host on this machine reads the secret over HTTP; a web page cannot; a restart keeps it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portico-attest-'));
    try {
      const first = await startEmulator({ port: 0, dbPath: path.join(dir, 'emulator.db'), quiet: true });
      const url = `${first.url}/emulator/trusted_auth_token_profiles/demo-profile`;
      const read = await fetch(url);
      expect(read.status).toBe(200);
      const profile = (await read.json()) as Record<string, string>;
      expect(profile).toMatchObject({ profile_id: 'demo-profile', alg: 'HS256', secret: secretOf(first.ctx, 'demo-profile') });
      const fromPage = await fetch(url, { headers: { Origin: 'http://localhost:5173' } });
      expect(fromPage.status).toBe(403);
      expect(((await fromPage.json()) as { error_type: string }).error_type).toBe('unauthorized_action');
      expect((await fetch(`${first.url}/emulator/trusted_auth_token_profiles/nope`)).status).toBe(404);
      await first.close();
      const second = await startEmulator({ port: 0, dbPath: path.join(dir, 'emulator.db'), quiet: true });
      expect(secretOf(second.ctx, 'demo-profile')).toBe(profile.secret);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
