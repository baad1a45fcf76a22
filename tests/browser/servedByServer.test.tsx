/**
 * SPEC §7 bootstrap: on Better Auth the server's bootstrap answer decides what the widget serves.
 * A fake Better Auth (named as such) answers get-session and portico()'s bootstrap the way a host's
 * server would with the given portico() options, or without the plugin (404).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createBetterAuthClient } from '../../src/client/betterAuth';
import { createMemoryStorage } from '../../src/client/storage';
import type { PorticoError } from '../../src/flows/events';
import { mountLogin } from '../../src/widget/mount/mountLogin';
import type { PorticoConfig } from '../../src/products/registry';

const BASE = 'http://auth.test/api/auth';

function fakeBetterAuthServing(bootstrap: Record<string, unknown> | 'no plugin' | 'down') {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const path = String(input).slice(BASE.length);
    calls.push(path);
    if (path === '/get-session') return new Response('null', { status: 200 });
    if (bootstrap === 'down') return new Response(null, { status: 503 });
    if (path === '/portico/bootstrap' && bootstrap !== 'no plugin') return new Response(JSON.stringify({ project_name: 'Acme', ...bootstrap }), { status: 200 });
    return new Response(null, { status: 404 }); // Better Auth's router: no body
  };
  return { fetch, calls };
}

const mounted: Array<{ unmount(): void }> = [];
afterEach(() => {
  mounted.splice(0).forEach((widget) => widget.unmount());
  document.body.innerHTML = '';
});

function mount(server: ReturnType<typeof fakeBetterAuthServing>, config: PorticoConfig) {
  const el = document.createElement('div');
  el.id = 'login';
  document.body.appendChild(el);
  const client = createBetterAuthClient({ baseURL: BASE, fetch: server.fetch, storage: createMemoryStorage(), storageEvents: new EventTarget() });
  const onError = vi.fn<(error: PorticoError) => void>();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  mounted.push(mountLogin({ elementId: '#login', client, config, callbacks: { onError } }));
  return { onError };
}

const SMS: PorticoConfig = { products: ['otp'], otpOptions: { methods: ['sms'] } };

describe('a Better Auth server decides what the widget serves', () => {
  it('given portico() with its default channels (email only) › a text-message config is refused before any phone field shows, naming the channel and the backend', async () => {
    const { onError } = mount(fakeBetterAuthServing({ products: ['otp'], otp_methods: ['email'], user_search: false }), SMS);
    await expect.element(page.getByText('Something went wrong. Please try again.').first()).toBeVisible();
    expect(page.getByRole('textbox').elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Continue with text message' }).elements()).toHaveLength(0);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/"sms".*"Better Auth".*portico\(/) })));
  });

  it('given portico() without WhatsApp › "Continue with WhatsApp" never shows (nothing goes by text message instead)', async () => {
    const { onError } = mount(fakeBetterAuthServing({ products: ['otp'], otp_methods: ['email', 'sms'] }), { products: ['otp'], otpOptions: { methods: ['whatsapp'] } });
    await expect.element(page.getByText('Something went wrong. Please try again.').first()).toBeVisible();
    expect(page.getByRole('button', { name: 'Continue with WhatsApp' }).elements()).toHaveLength(0);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('"whatsapp"') })));
  });

  it('given a server without portico() (or a wrong base URL) › refused, and onError names the URL and what to check', async () => {
    const server = fakeBetterAuthServing('no plugin');
    const { onError } = mount(server, { products: ['emailMagicLinks'] });
    await expect.element(page.getByText('Something went wrong. Please try again.').first()).toBeVisible();
    expect(page.getByRole('textbox', { name: 'Email' }).elements()).toHaveLength(0);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(new RegExp(`${BASE}/portico/bootstrap answered 404.*baseURL.*portico\\(\\)`)) }),
      ),
    );
  });

  it('given portico({ userSearch: false }) › passwords are refused at mount, naming the user lookup', async () => {
    const { onError } = mount(fakeBetterAuthServing({ products: ['passwords'], otp_methods: ['email'], user_search: false }), { products: ['passwords'] });
    await expect.element(page.getByText('Something went wrong. Please try again.').first()).toBeVisible();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/"passwords".*user lookup/) })));
  });

  it('given a server that is down (a 5xx) › it cannot say: the declaration stands and Main shows', async () => {
    mount(fakeBetterAuthServing('down'), SMS);
    await expect.element(page.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
  });

  it('given a server that serves the config › Main shows its form, and nothing is reported', async () => {
    const { onError } = mount(fakeBetterAuthServing({ products: ['otp', 'passwords'], otp_methods: ['email', 'sms'], user_search: true }), SMS);
    await expect.element(page.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
    expect(onError).not.toHaveBeenCalled();
  });
});
