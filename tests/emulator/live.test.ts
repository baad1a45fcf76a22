/**
 * `live` means live. The development switches (fault injection, any-loopback
 * redirects, the emulated providers, the One Tap credential mint) are off by default in a live
 * project, and a live project that switches one on does not start: the error names the setting.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../emulator/config';
import { startHarness } from './harness';

const dir = mkdtempSync(path.join(tmpdir(), 'portico-live-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function liveConfig(extra: object = {}): string {
  const file = path.join(dir, `live-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ public_token_type: 'live', public_token: 'public-token-live-0123456789abcdef', ...extra }));
  return file;
}

describe('given a live project', () => {
  it.each([
    ['fault_injection', { fault_injection: true }],
    ['redirect_urls.any_loopback', { redirect_urls: { any_loopback: true } }],
    ['emulated_providers', { emulated_providers: true }],
    ['one_tap_credential_mint', { one_tap_credential_mint: true }],
  ])('that keeps %s on, the emulator refuses to start and names the setting', (setting, extra) => {
    const load = () => loadConfig(liveConfig(extra));
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`${setting.replace('.', '\\.')}.*live`));
  });

  it('without them, every development switch is off', async () => {
    const h = await startHarness({ inMemory: true, configPath: liveConfig() });
    try {
      const config = h.emulator.ctx.config;
      expect([config.fault_injection, config.redirect_urls.any_loopback, config.emulated_providers, config.one_tap_credential_mint]).toEqual([false, false, false, false]);
      // Fault injection's controls are gone.
      expect((await h.call('POST', '/emulator/faults', { call: 'any', error_type: 'internal_error' })).status).toBe(403);
      // A loopback URL on another port is not a redirect target.
      const link = await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'live@example.com', login_magic_link_url: 'http://localhost:5173/auth' });
      expect(link.body.error_type).toBe('invalid_redirect_url');
      // No emulated provider pages, no minted Google credentials.
      const start = await fetch(`${h.emulator.url}/v1/oauth/github/start?public_token=${config.public_token}`, { redirect: 'manual' });
      expect(start.status).toBe(404);
      expect((await fetch(`${h.emulator.url}/oauth/emulated/github?state=x`)).status).toBe(404);
      expect((await h.call('POST', '/oauth/emulated/google/id_token', { email: 'live@example.com' })).status).toBe(404);
    } finally {
      await h.close();
    }
  });

  it('a test project keeps them on by default', () => {
    const file = path.join(dir, 'test.json');
    writeFileSync(file, '{}');
    const config = loadConfig(file);
    expect([config.fault_injection, config.redirect_urls.any_loopback, config.emulated_providers, config.one_tap_credential_mint]).toEqual([true, true, true, true]);
  });
});
