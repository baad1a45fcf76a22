import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createBetterAuthClient } from '../../src/client/betterAuth';
import { createMemoryStorage } from '../../src/client/storage';
import { loginProducts } from '../../src/products/registry';
import { mountLogin } from '../../src/widget/mount/mountLogin';
import { mountResetPassword } from '../../src/widget/mount/mountResetPassword';
import { fakeClient } from '../../stories/flows/fakeClient';

afterEach(() => {
  document.body.innerHTML = '';
});

const host = (id: string) => {
  const el = document.createElement('div');
  el.id = id;
  document.body.appendChild(el);
  return el;
};

describe('mountLogin', () => {
  it('given no element matches › it fails with an error that names the selector', () => {
    expect(() => mountLogin({ elementId: '#nowhere', client: fakeClient() })).toThrowError(/#nowhere/);
  });

  it('given a product the backend cannot serve › throws, naming it, before it adds anything to the page', () => {
    const el = host('login');
    // Better Auth's client declares what it serves (here: told email magic links only); the mount checks the config against it at once.
    const client = createBetterAuthClient({
      baseURL: 'http://auth.test/api/auth',
      products: ['emailMagicLinks'],
      fetch: async () => new Response('null'),
      storage: createMemoryStorage(),
      storageEvents: new EventTarget(),
    });
    expect(() => mountLogin({ elementId: '#login', client, config: { products: ['passwords'] } })).toThrowError(/"passwords".*"Better Auth"/);
    expect(el.innerHTML).toBe('');
  });

  it("given a products registry › refuses it before it adds anything: the package's Preact build cannot draw its React components", () => {
    const el = host('login');
    const options = { elementId: '#login', client: fakeClient(), products: loginProducts };
    expect(() => mountLogin(options)).toThrowError(/products registry/);
    expect(el.innerHTML).toBe('');
  });

  it('unmounted before the widget has downloaded › everything goes, and the widget never draws', async () => {
    const el = host('login');
    const client = fakeClient();
    const widget = mountLogin({ elementId: '#login', client });
    widget.unmount();
    expect(el.innerHTML).toBe('');
    await import('../../src/widget/mount/drawLogin'); // the widget's module has arrived…
    await new Promise((resolve) => setTimeout(resolve, 0)); // …and one task later mountLogin's callback has run: nothing may draw
    expect(el.innerHTML).toBe('');
    expect(client.serverCalls()).toEqual([]); // a widget mounted anywhere would have asked for the bootstrap
  });

  it('given a matching element › renders Main into it, and unmount removes everything it added', async () => {
    const el = host('login');
    const widget = mountLogin({ elementId: '#login', client: fakeClient() });
    await expect.element(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    expect(el.querySelector('[data-portico-root]')).not.toBeNull();
    widget.unmount();
    expect(el.innerHTML).toBe('');
  });

  it('given enableShadowDOM › renders inside a shadow root, styled by adopted sheets', async () => {
    const el = host('shadowed');
    const widget = mountLogin({ elementId: '#shadowed', client: fakeClient(), config: { enableShadowDOM: true } });
    const shadowHost = el.querySelector('[data-portico-host]')!;
    await expect.poll(() => shadowHost.shadowRoot?.querySelector('h2')?.textContent).toBe('Sign up or log in');
    expect(shadowHost.shadowRoot!.adoptedStyleSheets.length).toBeGreaterThan(0);
    const button = shadowHost.shadowRoot!.querySelector('button[type="submit"]')!;
    // The theme reaches into the shadow root: the primary button is drawn in the spec's colour.
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(25, 48, 61)');
    // Nothing of the widget lands in the page's own DOM.
    expect(document.querySelector('h2')).toBeNull();
    widget.unmount();
    expect(el.innerHTML).toBe('');
  });

  it('given styles › the runtime override recolours the widget', async () => {
    host('themed');
    const widget = mountLogin({
      elementId: '#themed',
      client: fakeClient(),
      styles: { colors: { primary: '#0B6E4F' } },
    });
    const button = page.getByRole('button', { name: 'Continue with email' });
    await expect.element(button).toBeVisible();
    expect(getComputedStyle(button.element()).backgroundColor).toBe('rgb(11, 110, 79)');
    widget.unmount();
  });

  it('mountResetPassword starts on PasswordResetForm', async () => {
    host('reset');
    const widget = mountResetPassword({ elementId: '#reset', client: fakeClient(), passwordResetToken: 'token-1' });
    await expect.element(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    widget.unmount();
  });
});
