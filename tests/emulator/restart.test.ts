/** A restart on the same database file keeps users, sessions and passkeys. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { createSoftAuthenticator } from './softAuthenticator';

const dir = mkdtempSync(path.join(tmpdir(), 'portico-restart-'));
const dbPath = path.join(dir, 'emulator.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function call(emulator: RunningEmulator, route: string, body?: unknown, bearer?: string) {
  const res = await fetch(`${emulator.url}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: emulator.url,
      'X-Portico-Public-Token': emulator.ctx.config.public_token,
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('given an emulator on a database file', () => {
  it('after a restart the user, the session and the passkey still work', async () => {
    const authenticator = createSoftAuthenticator();
    const first = await startEmulator({ port: 0, dbPath, quiet: true });
    let sessionToken = '';
    let userId = '';
    try {
      const methodId = (await call(first, '/v1/otps/email/login_or_create', { email: 'keep@example.com' })).body.method_id;
      const code = first.ctx.outbox.list('keep@example.com')[0]!.code;
      expect(code).toMatch(/^\d{6}$/);
      const auth = await call(first, '/v1/otps/authenticate', { method_id: methodId, code });
      expect(auth.status).toBe(200);
      sessionToken = auth.body.session_token;
      userId = auth.body.user_id;
      const start = await call(first, '/v1/webauthn/register/start', { domain: 'localhost', is_passkey: true }, sessionToken);
      const credential = authenticator.register(start.body.public_key_credential_creation_options, first.url);
      expect((await call(first, '/v1/webauthn/register', { public_key_credential: credential }, sessionToken)).status).toBe(200);
    } finally {
      await first.close();
    }

    const second = await startEmulator({ port: 0, dbPath, quiet: true });
    try {
      const me = await call(second, '/v1/users/me', undefined, sessionToken);
      expect(me.status).toBe(200);
      expect(me.body.user_id).toBe(userId);
      expect(me.body.webauthn_registrations).toHaveLength(1);

      const start = await call(second, '/v1/webauthn/authenticate/start', { domain: 'localhost', is_passkey: true });
      const assertion = authenticator.authenticate(start.body.public_key_credential_request_options, second.url);
      const signedIn = await call(second, '/v1/webauthn/authenticate', { public_key_credential: assertion });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user_id).toBe(userId);
    } finally {
      await second.close();
    }
  });
});
