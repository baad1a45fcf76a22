import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, developmentSecret, estimatedBits, loadConfig } from '../../server/src/production/config';
import { clientAddressResolver } from '../../server/src/production/clientAddress';

const dir = () => mkdtempSync(path.join(tmpdir(), 'portico-config-'));
const SECRET = randomBytes(32).toString('base64');
const production = { PORTICO_MODE: 'production', PORTICO_SECRET: SECRET, SMTP_URL: 'smtp://mail.example.com:587', PORTICO_PUBLIC_URL: 'https://auth.example.com' };

const development = { PORTICO_MODE: 'development' };
const settingOf = (env: NodeJS.ProcessEnv, cwd = dir()) => {
  try {
    loadConfig(env, cwd);
    return null;
  } catch (error) {
    return (error as { setting?: string }).setting ?? `not a ConfigError: ${(error as Error).message}`;
  }
};

describe('portico-server settings', () => {
  it('starts in development mode on SQLite when asked, with no other settings', () => {
    const config = loadConfig({}, dir(), { development: true });
    expect(config).toMatchObject({ mode: 'development', databaseUrl: null, redisUrl: null, smtpUrl: null, secret: null });
    expect(loadConfig(development, dir())).toMatchObject({ mode: 'development' });
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

  it('is production with no mode at all (NODE_ENV decides nothing), naming every missing setting at once', () => {
    for (const env of [{}, { NODE_ENV: 'development' }]) {
      let problems: string[] = [];
      try {
        loadConfig(env, dir());
      } catch (error) {
        problems = (error as ConfigError).problems.map((p) => p.setting);
      }
      expect(problems).toEqual(['PORTICO_SECRET', 'SMTP_URL', 'PORTICO_PUBLIC_URL']);
    }
  });

  it('refuses a published or far-from-random secret, http or loopback origins, an http or unsigned SMS webhook', () => {
    expect(settingOf({ ...production, PORTICO_SECRET: 'portico-dev-secret-not-for-production-0123456789' })).toBe('PORTICO_SECRET');
    expect(settingOf({ ...production, PORTICO_SECRET: 'a'.repeat(32) })).toBe('PORTICO_SECRET');
    expect(settingOf({ ...production, PORTICO_SECRET: 'abcd'.repeat(10) })).toBe('PORTICO_SECRET');
    expect(settingOf({ ...production, PORTICO_SECRET: randomBytes(16).toString('hex') })).toBeNull();
    for (const origin of ['http://app.example.com', 'https://[::ffff:127.0.0.1]', 'https://localhost.', 'https://x.localhost', 'https://0.0.0.0', 'https://[::]', 'https://127.0.0.2']) {
      const cwd = dir();
      writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ trustedOrigins: [origin] }));
      expect(settingOf(production, cwd), origin).toBe('trustedOrigins[0]');
    }
    expect(settingOf({ ...production, PORTICO_PUBLIC_URL: 'https://[::ffff:7f00:1]' })).toBe('PORTICO_PUBLIC_URL');
    const cwd = dir();
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ otpMethods: ['sms'], sms: { provider: 'webhook', url: 'http://sms.example.com' } }));
    expect(settingOf({ ...production, SMS_WEBHOOK_SECRET: randomBytes(32).toString('base64') }, cwd)).toBe('sms.url');
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ otpMethods: ['sms'], sms: { provider: 'webhook', url: 'https://sms.example.com' } }));
    expect(settingOf(production, cwd)).toBe('SMS_WEBHOOK_SECRET');
    expect(settingOf({ ...production, SMS_WEBHOOK_SECRET: randomBytes(32).toString('base64') }, cwd)).toBeNull();
  });

  it('development mode serves loopback only', () => {
    expect(settingOf({ ...development, HOST: '0.0.0.0' })).toBe('HOST');
    expect(settingOf({ ...development, PORTICO_PUBLIC_URL: 'https://auth.example.com' })).toBe('PORTICO_PUBLIC_URL');
    expect(settingOf({ ...development, HOST: '::1', PORTICO_PUBLIC_URL: 'http://127.0.0.1:8787' })).toBeNull();
    expect(() => loadConfig({ PORTICO_MODE: 'production' }, dir(), { development: true })).toThrow(/PORTICO_MODE/);
  });

  it('makes a random development secret once per data folder', () => {
    const [a, b] = [dir(), dir()].map((cwd) => loadConfig(development, cwd));
    const first = developmentSecret(a!);
    expect(developmentSecret(a!)).toBe(first);
    expect(developmentSecret(b!)).not.toBe(first);
    expect(estimatedBits(first)).toBeGreaterThan(150);
    expect(() => developmentSecret({ ...a!, mode: 'production' })).toThrow(/PORTICO_SECRET/);
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
    expect(settingOf(development, cwd)).toBeNull();
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ rateLimit: { window: 60, max: 100, rules: { '/sign-in/*': { window: 10, max: 0 } } } }));
    expect(settingOf({}, cwd)).toBe('rateLimit.rules./sign-in/*.max');
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ drainChecks: -1 }));
    expect(settingOf({}, cwd)).toBe('drainChecks');
  });

  it('bounds a drain by health checks with drainSeconds (30 s unless set)', () => {
    const cwd = dir();
    writeFileSync(path.join(cwd, 'portico.config.json'), JSON.stringify({ drainChecks: 4 }));
    expect(loadConfig(development, cwd)).toMatchObject({ drainChecks: 4, drainSeconds: 30 });
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
      const server = await startProductionServer(loadConfig({ PORT: '0', ...development, ...env }, dir()), () => {});
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
    // Development serves loopback only; production may listen anywhere, and names a HOST it cannot use.
    expect(await startError({ ...production, HOST: '192.0.2.55', PORTICO_SQLITE_FILE: path.join(dir(), 'h.sqlite') })).toBe('HOST');
  });
});
