/**
 * deploy/: the Dockerfile and compose file are a documented example (no container engine runs
 * here). What can be checked without one is checked: HAProxy accepts deploy/haproxy.cfg
 * (`haproxy -c`), the settings compose.yaml gives every instance pass portico-server's own check
 * in production mode, and the Dockerfile installs this version and runs the bin the package ships.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/production/config';

const deploy = path.resolve(import.meta.dirname, '../../deploy');
const read = (file: string) => readFileSync(path.join(deploy, file), 'utf8');

/** compose.yaml's `environment: &portico-env` block, with `${VAR:?…}` given a value and `${VAR:-default}` its default. */
function composeEnvironment(given: Record<string, string>): Record<string, string> {
  const yaml = read('compose.yaml');
  const start = yaml.indexOf('environment: &portico-env\n');
  const lines = yaml.slice(start).split('\n').slice(1);
  const env: Record<string, string> = {};
  for (const line of lines) {
    const match = /^ {4}([A-Z_]+): (.*)$/.exec(line);
    if (!match) {
      if (/^ {4}#/.test(line)) continue;
      break;
    }
    env[match[1]!] = match[2]!.replace(/\$\{(\w+):([?-])([^}]*)\}/g, (_, name: string, kind: string, rest: string) => (kind === '-' ? (given[name] ?? rest) : given[name]!));
  }
  return env;
}

describe('deploy/', () => {
  it("HAProxy accepts haproxy.cfg (its 503 file where the container mounts it)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portico-deploy-'));
    const cfg = path.join(dir, 'haproxy.cfg');
    writeFileSync(cfg, read('haproxy.cfg').replace('/usr/local/etc/haproxy/503.http', path.join(deploy, '503.http')));
    expect(execFileSync('/usr/sbin/haproxy', ['-c', '-f', cfg], { encoding: 'utf8' })).toMatch(/Configuration file is valid/);
    expect(read('503.http')).toMatch(/^HTTP\/1\.1 503 .*\r\n(.*\r\n)*Retry-After: 5\r\n(.*\r\n)*\r\n\{"error_type":"service_unavailable"/);
  });

  it("compose.yaml's settings start an instance in production mode", () => {
    const env = composeEnvironment({ PORTICO_SECRET: 'bXkgcmFuZG9tIHNlY3JldCBmcm9tIG9wZW5zc2wgcmFuZCAzMg==x9Qz', SMTP_URL: 'smtp://user:pass@smtp.example.com:587' });
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['PORTICO_SECRET', 'SMTP_URL', 'PORTICO_PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'PORTICO_TRUSTED_PROXIES']));
    const config = loadConfig({ ...env, PORTICO_CONFIG: path.join(deploy, 'portico.config.json') }, deploy);
    expect(config).toMatchObject({ mode: 'production', publicUrl: 'https://auth.example.com', trustedOrigins: ['https://app.example.com'], drainChecks: 4, trustedProxies: ['172.28.0.10'] });
  });

  it('the Dockerfile installs this version and runs the bin the package ships', () => {
    const server = JSON.parse(readFileSync(path.resolve(deploy, '../server/package.json'), 'utf8')) as { version: string; bin: Record<string, string> };
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain(`ARG PORTICO_VERSION=${server.version}`);
    expect(dockerfile).toContain(`/srv/portico/node_modules/portico-server/${server.bin['portico-server']!.replace(/^\.\//, '')}`);
  });
});
