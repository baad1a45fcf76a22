/** The config loader and the migrations: defaults that need no editing, clear errors, idempotent upgrades. */
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, OAUTH_PROVIDER_TYPES } from '../../emulator/config';
import { migrate, openDatabase } from '../../emulator/core/db';
import { migrations } from '../../emulator/core/migrations';

const dir = mkdtempSync(path.join(tmpdir(), 'portico-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeConfig(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe('the shipped config', () => {
  it('loads with the documented defaults', () => {
    const config = loadConfig();
    expect(config).toMatchObject({
      project_name: 'Portico Demo',
      public_token_type: 'test',
      vertical: 'consumer',
      display_watermark: true,
      password_config: { strength_policy: 'zxcvbn', luds_minimum_count: 8, luds_complexity: 3 },
    });
    expect(config.public_token).toMatch(/^public-token-test-/);
    expect(config.oauth_providers.map((p) => p.type)).toEqual([...OAUTH_PROVIDER_TYPES]);
    expect(config.idp_clients[0]).toMatchObject({ client_id: 'demo-client', client_name: 'Demo App', public: true });
    expect(config.breached_passwords.has('password')).toBe(true);
    expect(config.breached_passwords.size).toBeGreaterThan(200);
  });

  it('takes overrides over the file', () => {
    expect(loadConfig(undefined, { project_name: 'Other' }).project_name).toBe('Other');
  });
});

describe('a config file', () => {
  it('may be nearly empty: every field has a default', () => {
    writeFileSync(path.join(dir, 'breached.txt'), 'hunter2\n');
    const config = loadConfig(writeConfig('min.json', '{ "breached_passwords_file": "breached.txt" }'));
    expect(config.project_name).toBe('Portico Demo');
    expect(config.oauth_providers).toHaveLength(19);
    expect([...config.breached_passwords]).toEqual(['hunter2']);
  });

  it('that is invalid fails with the file and the field named', () => {
    const file = writeConfig('bad.json', '{ "password_config": { "strength_policy": "strong" }, "redirect_urls": { "allowed": ["not a url"] } }');
    expect(() => loadConfig(file)).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig(file);
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toContain('bad.json');
    expect(message).toContain('password_config.strength_policy');
    expect(message).toContain('redirect_urls.allowed.0');
  });

  it('that is not JSON, or missing, fails clearly', () => {
    expect(() => loadConfig(writeConfig('broken.json', '{ nope'))).toThrow(/Cannot read the Portico config/);
    expect(() => loadConfig(path.join(dir, 'absent.json'))).toThrow(/Cannot read the Portico config/);
  });

  it('refuses an attest secret: secrets are generated into the database, never committed', () => {
    const file = writeConfig('secret.json', JSON.stringify({
      trusted_auth_token_profiles: [{ profile_id: 'p', issuer: 'i', audience: 'a', secret: 'a-shared-secret-that-is-long-enough-0123' }],
    }));
    expect(() => loadConfig(file)).toThrow(/trusted_auth_token_profiles\.0\.secret: attest secrets are not kept in the config/);
  });

  it('refuses redirect URLs, origins and key URLs that are not http(s)', () => {
    const client = { client_id: 'c', client_name: 'C', redirect_uris: ['http://localhost/cb'] };
    const cases: Array<[field: string, config: object]> = [
      ['redirect_urls.allowed.0', { redirect_urls: { allowed: ['javascript:alert(document.cookie)//'] } }],
      ['redirect_urls.allowed.0', { redirect_urls: { allowed: ['data:text/html,<script>alert(1)</script>'] } }],
      ['redirect_urls.default_login', { redirect_urls: { default_login: 'javascript:alert(1)' } }],
      ['redirect_urls.default_signup', { redirect_urls: { default_signup: '//evil.example/steal' } }],
      ['idp_clients.0.redirect_uris.0', { idp_clients: [{ ...client, redirect_uris: ['javascript:alert(1)'] }] }],
      ['idp_clients.0.post_logout_redirect_uris.0', { idp_clients: [{ ...client, post_logout_redirect_uris: ['data:text/html,x'] }] }],
      ['allowed_origins.0', { allowed_origins: ['file:///etc'] }],
      ['trusted_auth_token_profiles.0.jwks_url', { trusted_auth_token_profiles: [{ profile_id: 'p', issuer: 'i', audience: 'a', jwks_url: 'ftp://keys.example/jwks' }] }],
    ];
    for (const [field, config] of cases) {
      const file = writeConfig('scheme.json', JSON.stringify(config));
      expect(() => loadConfig(file), field).toThrow(ConfigError);
      expect(() => loadConfig(file), field).toThrow(field);
    }
    // Paths and http(s) URLs are fine, and an empty default means "none set".
    const fine = writeConfig('fine.json', JSON.stringify({ redirect_urls: { allowed: ['https://app.example/cb'], default_login: '/demo/a.html', default_signup: '' } }));
    expect(loadConfig(fine).redirect_urls.default_login).toBe('/demo/a.html');
  });

  it('rejects a confidential IdP client without a secret', () => {
    const file = writeConfig('client.json', JSON.stringify({
      idp_clients: [{ client_id: 'c', client_name: 'C', redirect_uris: ['http://localhost/cb'], public: false }],
    }));
    expect(() => loadConfig(file)).toThrow(/client_secret/);
  });
});

describe('migrations', () => {
  it('are numbered 1..n and bring a new database to the last version', () => {
    const db = openDatabase({ inMemory: true });
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    db.close();
  });

  it('run once: starting again on the same file changes nothing', () => {
    const file = path.join(dir, 'migrate.db');
    openDatabase({ path: file }).close();
    const db = openDatabase({ path: file });
    expect(() => migrate(db)).not.toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    db.close();
  });
});

describe('the database file', () => {
  it('holds the signing key, so only its owner may read it (0600, in a 0700 folder)', async () => {
    const file = path.join(dir, 'private', 'emulator.db');
    const db = openDatabase({ path: file });
    db.prepare("INSERT INTO event_log (name, details, request_id, logged_at) VALUES ('x', '{}', 'r', 0)").run();
    const mode = (p: string) => statSync(p).mode & 0o777;
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(mode(path.dirname(file))).toBe(0o700);
    db.close();
    // A file left readable by an older version is tightened when opened.
    chmodSync(file, 0o644);
    openDatabase({ path: file }).close();
    expect(mode(file)).toBe(0o600);
  });
});
