/** The outbox: the page a person reads, and its JSON for tests. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('GET /outbox.json', () => {
  it('lists messages newest first with the protocol’s fields, filtered by ?to=', async () => {
    await h.call('POST', '/v1/magic_links/email/login_or_create', { email: 'first@example.com' });
    await h.call('POST', '/v1/otps/email/login_or_create', { email: 'second@example.com' });
    const all = (await (await fetch(`${h.emulator.url}/outbox.json`)).json()) as { messages: Array<Record<string, unknown>> };
    expect(all.messages.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(Object.keys(all.messages[0]!).sort()).toEqual(['body', 'channel', 'code', 'id', 'links', 'sent_at', 'subject', 'to']);

    const filtered = await h.outbox('FIRST@example.com');
    expect(filtered).toHaveLength(1);
    expect(filtered[0]!.links).toHaveLength(1);
  });
});

describe('GET /outbox.json after a busy run', () => {
  it('answers a bounded page, newest first, and the next page by ?before=', async () => {
    for (let i = 0; i < 60; i++) await h.call('POST', '/v1/magic_links/email/login_or_create', { email: `busy-${i}@example.com` });
    const read = async (query: string) => (await fetch(`${h.emulator.url}/outbox.json${query}`)).json() as Promise<{ messages: Array<{ id: number; to: string }>; next_before: number | null }>;
    const first = await read('');
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]!.to).toBe('busy-59@example.com');
    expect(first.next_before).toBe(first.messages[49]!.id);
    const second = await read(`?before=${first.next_before}&limit=200`);
    expect(second.messages[0]!.id).toBeLessThan(first.messages[49]!.id);
    expect(second.messages.map((m) => m.to)).toContain('busy-0@example.com');
    expect(second.next_before).toBeNull();
    expect((await read('?limit=3')).messages).toHaveLength(3);
    const tooMany = await fetch(`${h.emulator.url}/outbox.json?limit=100000`);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error_type: string }).error_type).toBe('invalid_request');
  });
});

describe('GET /outbox', () => {
  it('shows codes and clickable links, and escapes everything', async () => {
    // An address that is valid for the API but would be markup if it were not escaped.
    const sneaky = '<img/src=x/onerror=alert(1)>@example.com';
    await h.call('POST', '/v1/otps/email/login_or_create', { email: sneaky });
    const [sent] = await h.outbox(sneaky.toLowerCase());
    const response = await fetch(`${h.emulator.url}/outbox`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).not.toContain('<img/src=x');
    expect(html).toContain('&lt;img/src=x/onerror=alert(1)&gt;@example.com');
    expect(html).toContain(`<p class="code" aria-label="Code">${sent!.code}</p>`);
    expect(html).toMatch(/<a href="http:\/\/localhost:\d+\/demo\/authenticate\.html\?stytch_token_type=magic_links&amp;token=/);
    // Newest first.
    expect(html.indexOf('onerror')).toBeLessThan(html.indexOf('first@example.com'));
  });
});

describe('DELETE /outbox.json', () => {
  it('empties the outbox', async () => {
    const response = await fetch(`${h.emulator.url}/outbox.json`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await h.outbox('first@example.com')).toEqual([]);
    expect(await (await fetch(`${h.emulator.url}/outbox`)).text()).toContain('Nothing sent yet.');
  });
});
