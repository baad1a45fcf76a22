/**
 * portico/better-auth's enterprise sign-in calls (src/client/betterAuth/enterpriseCalls.ts) against a
 * fake requester (named as such): discovery asks portico()'s route; start asks the sso plugin's
 * /sign-in/sso for the provider's address with the way back marked `stytch_token_type=sso` and
 * failures through /portico/sso/return, and navigates only to a web address; the way back asks
 * get-session (signedIn). The browser run is tests/e2e/ssoBetterAuth.e2e.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthClientError } from '../../../src/client/AuthClientError';
import { createSsoCalls } from '../../../src/client/betterAuth/enterpriseCalls';
import type { BetterAuthRequester } from '../../../src/client/betterAuth/request';

const BASE = 'https://app.example/api/auth';
const PAGE = 'https://app.example/login?from=x';

function fakeRequester(answer: unknown) {
  const calls: Array<{ method: string; path: string; options: unknown }> = [];
  const request = (async (method: string, path: string, options: unknown) => {
    calls.push({ method, path, options });
    return answer;
  }) as unknown as BetterAuthRequester;
  return { request, calls };
}

beforeEach(() => vi.stubGlobal('location', { href: `${PAGE}#top` }));
afterEach(() => vi.unstubAllGlobals());

describe('Better Auth › enterprise sign-in calls', () => {
  it('discover asks portico()\u2019s discovery route with the address, as an sso call', async () => {
    const found = { organization: { organization_id: 'o', name: 'Globex', slug: 'globex' }, connection_type: 'saml', sso_required: false };
    const { request, calls } = fakeRequester(found);
    await expect(createSsoCalls(request, BASE, async () => ({}) as never, 'marker').discover('grace@globex.test')).resolves.toEqual(found);
    expect(calls).toEqual([{ method: 'POST', path: '/portico/sso/discover', options: { body: { email: 'grace@globex.test' }, call: 'sso' } }]);
  });

  it('start asks /sign-in/sso and goes to the provider; the way back is marked sso, a failure goes through /portico/sso/return', async () => {
    const { request, calls } = fakeRequester({ url: 'https://idp.example/sso?SAMLRequest=1', redirect: true });
    const navigate = vi.fn();
    await createSsoCalls(request, BASE, async () => ({}) as never, 'marker', navigate).start({ email: 'grace@globex.test', signup_redirect_url: 'https://app.example/welcome' });
    expect(navigate).toHaveBeenCalledWith('https://idp.example/sso?SAMLRequest=1');
    const body = (calls[0]!.options as { body: Record<string, string> }).body;
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/sign-in/sso', options: { call: 'sso' } });
    expect(body.email).toBe('grace@globex.test');
    expect(body.callbackURL).toBe('https://app.example/login?from=x&stytch_token_type=sso&token=marker');
    expect(body.newUserCallbackURL).toBe('https://app.example/welcome?stytch_token_type=sso&token=marker');
    const error = new URL(body.errorCallbackURL!);
    expect(error.origin + error.pathname).toBe(`${BASE}/portico/sso/return`);
    expect(error.searchParams.get('to')).toBe(PAGE);
  });

  it('never navigates to anything but a web address', async () => {
    const navigate = vi.fn();
    for (const url of ['javascript:alert(1)', undefined]) {
      const { request } = fakeRequester(url === undefined ? {} : { url });
      const thrown = await createSsoCalls(request, BASE, async () => ({}) as never, 'marker', navigate).start({ email: 'a@globex.test' }).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(AuthClientError);
      expect(thrown).toMatchObject({ error_type: 'oauth_url_refused' });
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('start without an address is refused before any call (the sso plugin finds organizations by slug, not id)', async () => {
    const { request, calls } = fakeRequester({});
    await expect(createSsoCalls(request, BASE, async () => ({}) as never, 'marker').start({ organization_id: 'o' })).rejects.toMatchObject({ error_type: 'unsupported_by_backend' });
    expect(calls).toEqual([]);
  });

  it('the way back asks who signed in (get-session, through signedIn) with the sso factor', async () => {
    const signedIn = vi.fn(async () => ({ user_id: 'u' }) as never);
    await createSsoCalls(fakeRequester(null).request, BASE, signedIn, 'marker').authenticate('marker', { session_duration_minutes: 30 });
    expect(signedIn).toHaveBeenCalledWith('sso');
  });
});
