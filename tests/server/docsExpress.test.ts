/**
 * docs/better-auth.md's Express variant, run from the page's code blocks: the Hono block up to its
 * `new Hono()`, then the Express block, written to a file with only what a reader would change
 * to run it here (as tests/server/docsServer.test.ts does for Hono). A sign-up, a breached password
 * and a magic link go through it over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { codeBlock, startDocsServer } from './docsServerHarness';

const honoBlock = codeBlock('## The server');
const setup = honoBlock
  .slice(0, honoBlock.indexOf('const app = new Hono()'))
  .split('\n')
  .filter((line) => !/from '(hono|@hono\/node-server)'/.test(line))
  .join('\n');
const { origin, logged, post } = await startDocsServer('docs-better-auth-express', `${setup}\n${codeBlock('### The same in Express')}`, /^app\.listen\(/m);

describe("the docs' Express server", () => {
  it('signs a person up, refuses a breached password at sign-in, and the session cookie says who it is', async () => {
    const signUp = await post('/sign-up/email', { email: 'express@example.com', password: 'violet-Harbor-lantern-42', name: '' });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const session = await (await fetch(`${origin}/api/auth/get-session`, { headers: { cookie } })).json();
    expect(session.user.email).toBe('express@example.com');
    expect(await (await post('/sign-in/email', { email: 'express@example.com', password: 'password' })).json()).toMatchObject({ code: 'BREACHED_PASSWORD' });
  });

  it('sends a magic link back to the widget page', async () => {
    expect((await post('/sign-in/magic-link', { email: 'link@example.com', callbackURL: `${origin}/authenticate` })).status).toBe(200);
    expect(logged.find((entry) => entry.startsWith('to link@example.com'))).toMatch(new RegExp(`${origin}/authenticate\\?stytch_token_type=magic_links&token=\\w+`));
  });
});
