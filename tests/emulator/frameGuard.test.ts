/**
 * No answer of the emulator may be drawn inside another site's frame. Each carries CSP
 * `frame-ancestors 'none'` (beside any policy of its own) and `X-Frame-Options: DENY`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** Every CSP header the answer carries, one policy each (fetch joins repeated headers with ', '). */
const policies = (headers: Headers) => (headers.get('Content-Security-Policy') ?? '').split(', ').filter(Boolean);

describe('every page and answer of the emulator refuses to be framed', () => {
  it.each([
    ['the outbox page', '/outbox'],
    ['the outbox as JSON', '/outbox.json'],
    ['an emulated provider page', '/oauth/emulated/github?state=x'],
    ['OpenID discovery', '/.well-known/openid-configuration'],
    ['an unknown path', '/v1/no/such/route'],
  ])('%s', async (_name, path) => {
    const response = await fetch(`${h.emulator.url}${path}`);
    expect(policies(response.headers).some((policy) => policy.includes("frame-ancestors 'none'"))).toBe(true);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it("keeps a page's own policy: the outbox's nonce policy still applies beside the frame rule", async () => {
    const response = await fetch(`${h.emulator.url}/outbox`);
    const found = policies(response.headers);
    expect(found).toHaveLength(2);
    expect(found.find((policy) => policy.startsWith("default-src 'none'"))).toMatch(/script-src 'nonce-/);
  });

  it('an error answer (a call without the public token) refuses too', async () => {
    const answer = await h.call('POST', '/v1/oauth2/authorize/start', {}, { publicToken: null });
    expect(answer.status).toBe(401);
    expect(policies(answer.headers)).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it("lets a page that names who may frame it keep its rule: One Tap's account chooser, framed by the host page", async () => {
    const origin = 'http://localhost:3000'; // a loopback origin Google accepts by default
    const response = await fetch(`${h.emulator.url}/oauth/emulated/google/onetap?client_id=${encodeURIComponent('emulated-google-client.apps.portico.dev')}&origin=${encodeURIComponent(origin)}`);
    expect(policies(response.headers).join('; ')).toContain(`frame-ancestors ${origin}`);
    expect(policies(response.headers)).not.toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Frame-Options')).toBeNull();
  });
});
