/**
 * A body over the server's limit reads in the catalogue's words: a person pastes a password far
 * longer than any field needs, and portico-server answers the sign-up 413 `request_too_large`. A
 * fake Better Auth (named as such) answers the widget's calls as portico() does, and the sign-up as
 * the production server's body limit does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createBetterAuthClient } from '../../src/client/betterAuth';
import { createMemoryStorage } from '../../src/client/storage';
import { mountLogin } from '../../src/widget/mount/mountLogin';

const BASE = 'http://auth.test/api/auth';

function fakeBetterAuthWithBodyLimit() {
  const signUps: number[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).slice(BASE.length);
    if (path === '/get-session') return json(null);
    if (path === '/portico/bootstrap') return json({ project_name: 'Acme', products: ['passwords'], otp_methods: ['email'], user_search: true });
    if (path === '/portico/users/search') return json({ user_type: 'new' });
    if (path === '/portico/password/strength-check') {
      return json({ valid_password: true, score: 4, breached_password: false, strength_policy: 'zxcvbn', feedback: { warning: '', suggestions: [] } });
    }
    if (path === '/sign-up/email') {
      signUps.push(String(init?.body ?? '').length);
      return json({ error_type: 'request_too_large', error_message: 'The request body is larger than 65536 bytes.' }, 413);
    }
    return new Response(null, { status: 404 });
  };
  return { fetch, signUps };
}

const mounted: Array<{ unmount(): void }> = [];
afterEach(() => {
  mounted.splice(0).forEach((widget) => widget.unmount());
  document.body.innerHTML = '';
});

describe('a request over the server’s body limit', () => {
  it.each([
    ['en', 'What you entered is too long. Shorten it and try again.'],
    ['fr', 'Le texte saisi est trop long. Raccourcissez-le, puis réessayez.'],
  ])('in %s › the person reads the catalogue’s words, and what they typed stays', async (lang, words) => {
    const server = fakeBetterAuthWithBodyLimit();
    const el = document.createElement('div');
    el.id = 'login';
    document.body.appendChild(el);
    const client = createBetterAuthClient({ baseURL: BASE, fetch: server.fetch, storage: createMemoryStorage(), storageEvents: new EventTarget() });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mounted.push(mountLogin({ elementId: '#login', client, config: { products: ['passwords'] }, lang }));

    const email = page.getByRole('textbox');
    await expect.element(email).toBeVisible();
    await userEvent.fill(email, 'long@example.com');
    await userEvent.keyboard('{Enter}');
    const password = page.getByLabelText(/password|mot de passe/i).first();
    await expect.element(password).toBeVisible();
    const pasted = 'violet-Harbor-lantern-42 '.repeat(3000);
    await userEvent.fill(password, pasted);
    const submit = page.getByRole('button', { name: /^(Continue|Continuer)$/ });
    await expect.element(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect.element(page.getByText(words).first()).toBeVisible();
    expect(server.signUps[0]).toBeGreaterThan(65_536);
    expect(document.body.textContent).not.toContain('65536 bytes');
    await expect.element(password).toHaveValue(pasted);
  });
});
