/**
 * docs/better-auth.md's server, run from the page's own code block: written to a file with only
 * what a reader would change to run it here (the port, the database in memory, a breached list
 * file, `portico-server` resolved to server/src), then a password sign-up, a breached password and
 * a magic link go through it over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { codeBlock, startDocsServer } from './docsServerHarness';

const { origin, logged, post } = await startDocsServer('docs-better-auth', codeBlock('## The server'), /^serve\(/m);

describe("the docs' Hono server", () => {
  it('signs a person up with a strong password and refuses a weak or breached one', async () => {
    expect((await post('/sign-up/email', { email: 'doc@example.com', password: 'violet-Harbor-lantern-42', name: '' })).status).toBe(200);
    expect(await (await post('/sign-up/email', { email: 'weak@example.com', password: 'abcdefgh', name: '' })).json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    expect(await (await post('/sign-in/email', { email: 'doc@example.com', password: 'password' })).json()).toMatchObject({ code: 'BREACHED_PASSWORD' });
  });

  it('sends a magic link back to the widget page, with the token the widget reads', async () => {
    expect((await post('/sign-in/magic-link', { email: 'link@example.com', callbackURL: `${origin}/authenticate` })).status).toBe(200);
    const line = logged.find((entry) => entry.startsWith('to link@example.com'));
    expect(line).toMatch(new RegExp(`${origin}/authenticate\\?stytch_token_type=magic_links&token=\\w+`));
  });
});
