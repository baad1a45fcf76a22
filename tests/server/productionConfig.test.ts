import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/production/config';
import { clientAddressResolver } from '../../server/src/production/clientAddress';

const dir = () => mkdtempSync(path.join(tmpdir(), 'portico-config-'));
const SECRET = 's'.repeat(40);
const production = { PORTICO_MODE: 'production', PORTICO_SECRET: SECRET, SMTP_URL: 'smtp://mail.example.com:587', PORTICO_PUBLIC_URL: 'https://auth.example.com' };

const settingOf = (env: NodeJS.ProcessEnv, cwd = dir()) => {
  try {
    loadConfig(env, cwd);
    return null;
  } catch (error) {
    return (error as { setting?: string }).setting ?? `not a ConfigError: ${(error as Error).message}`;
  }
};

describe('portico-server settings', () => {
  it('starts in development mode on SQLite with no settings at all', () => {
    const config = loadConfig({}, dir());
    expect(config).toMatchObject({ mode: 'development', databaseUrl: null, redisUrl: null, smtpUrl: null, secret: null });
  });

  it('accepts a complete production configuration', () => {
    expect(settingOf(production)).toBeNull();
  });

  it('refuses each development setting left on in production mode, naming it', () => {
    expect(settingOf({ ...production, PORTICO_SECRET: '' })).toBe('PORTICO_SECRET');
    expect(settingOf({ ...production, SMTP_URL: '' })).toBe('SMTP_URL');
    expect(settingOf({ ...production, PORTICO_PUBLIC_URL: 'http://auth.example.com' })).toBe('PORTICO_PUBLIC_URL');
    expect(settingOf({ ...production, PORTICO_PUBLIC_URL: 'https://localhost' })).toBe('PORTICO_PUBLIC_URL');
    const cwd = dir();
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ trustedOrigins: ['https://app.example.com', 'http://127.0.0.1:3000'] }));
    expect(settingOf(production, cwd)).toBe('trustedOrigins[1]');
  });

  it('names the malformed setting, from the file or the environment', () => {
    const cwd = dir();
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ rateLimit: { window: 60, max: -1 } }));
    expect(settingOf({}, cwd)).toBe('rateLimit.max');
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ secret: 'in a file' }));
    expect(settingOf({}, cwd)).toBe('secret');
    writeFileSync(path.join(cwd, 'portico.config.json'), '{ not json');
    expect(settingOf({}, cwd)).toBe('portico.config.json');
    expect(settingOf({ PORT: 'eighty' })).toBe('PORT');
    expect(settingOf({ DATABASE_URL: 'mysql://x' })).toBe('DATABASE_URL');
    expect(settingOf({ REDIS_URL: 'not a url' })).toBe('REDIS_URL');
    expect(settingOf({ PORTICO_SECRET: 'short' })).toBe('PORTICO_SECRET');
    expect(settingOf({ PORTICO_CONFIG: 'missing.json' })).toBe('PORTICO_CONFIG');
  });

  it('names a trusted proxy that is not an address or range, and a bad rate-limit rule', () => {
    const cwd = dir();
    expect(settingOf({ PORTICO_TRUSTED_PROXIES: '10.0.0.1, lb.internal' })).toBe('PORTICO_TRUSTED_PROXIES');
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ trustedProxies: ['10.0.0.0/8', '10.0.0.0/33'] }));
    expect(settingOf({}, cwd)).toBe('trustedProxies[1]');
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ trustedProxies: ['10.0.0.0/8', '::1', '2001:db8::/32'] }));
    expect(settingOf({}, cwd)).toBeNull();
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ rateLimit: { window: 60, max: 100, rules: { '/sign-in/*': { window: 10, max: 0 } } } }));
    expect(settingOf({}, cwd)).toBe('rateLimit.rules./sign-in/*.max');
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ drainChecks: -1 }));
    expect(settingOf({}, cwd)).toBe('drainChecks');
  });

  it('bounds a drain by health checks with drainSeconds (30 s unless set)', () => {
    const cwd = dir();
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ drainChecks: 4 }));
    expect(loadConfig({}, cwd)).toMatchObject({ drainChecks: 4, drainSeconds: 30 });
    expect(loadConfig(production, dir())).toMatchObject({ drainChecks: 0, drainSeconds: 5 });
  });

  it('asks for the SMS provider and its credentials when text messages are on', () => {
    const cwd = dir();
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ otpMethods: ['email', 'sms'] }));
    expect(settingOf({}, cwd)).toBe('sms');
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ otpMethods: ['sms'], sms: { provider: 'twilio', from: '+15550000000' } }));
    expect(settingOf({}, cwd)).toBe('TWILIO_ACCOUNT_SID');
    expect(settingOf({ TWILIO_ACCOUNT_SID: 'AC1' }, cwd)).toBe('TWILIO_AUTH_TOKEN');
  });
});

describe('client address behind proxies', () => {
  it('believes X-Forwarded-For only from trusted proxies, read from the right', () => {
    const none = clientAddressResolver([]);
    expect(none('127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    const lb = clientAddressResolver(['127.0.0.1', '10.0.0.0/8']);
    expect(lb('::ffff:127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    // A client's own forged entry sits left of the address the proxy appended.
    expect(lb('127.0.0.1', '198.51.100.1, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    expect(lb('192.0.2.7', '203.0.113.9')).toBe('192.0.2.7');
  });
});

describe('a store or address that cannot be used stops the start, naming its setting', () => {
  const startError = async (env: NodeJS.ProcessEnv) => {
    const { startProductionServer } = await import('../../server/src/production/server');
    try {
      const server = await startProductionServer(loadConfig({ PORT: '0', ...env }, dir()), () => {});
      await server.close(0);
      return null;
    } catch (error) {
      return (error as { setting?: string }).setting ?? `not a ConfigError: ${(error as Error).message}`;
    }
  };

  it('names DATABASE_URL, REDIS_URL, PORTICO_SQLITE_FILE and HOST', async () => {
    expect(await startError({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' })).toBe('DATABASE_URL');
    expect(await startError({ DATABASE_URL: 'postgres://postgres@localhost:1/none' })).toBe('DATABASE_URL');
    expect(await startError({ REDIS_URL: 'redis://127.0.0.1:1', PORTICO_SQLITE_FILE: path.join(dir(), 'r.sqlite') })).toBe('REDIS_URL');
    expect(await startError({ PORTICO_SQLITE_FILE: '/nonexistent-portico-dir/x.sqlite' })).toBe('PORTICO_SQLITE_FILE');
    expect(await startError({ HOST: '192.0.2.55', PORTICO_SQLITE_FILE: path.join(dir(), 'h.sqlite') })).toBe('HOST');
  });
});
