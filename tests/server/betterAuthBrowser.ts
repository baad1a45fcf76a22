/**
 * Better Auth with portico() in process (server/dev, SQLite in memory), and a fetch standing in for
 * a browser's: a cookie jar stores the cookies Better Auth sets (the HttpOnly session, twoFactor's
 * challenge) and sends them back, so createBetterAuthClient runs against it unchanged and never
 * reads them. Shared by the Better Auth client's server tests.
 */
import { createDevAuth, type DevAuthOptions } from '../../server/dev/devAuth';

type DevAuth = Awaited<ReturnType<typeof createDevAuth>>;

/** `dev`: the dev server's options; `server`: another browser on a server already started. */
export async function betterAuthWithBrowser(origin: string, { followRedirects = false, dev = {}, server: given }: { followRedirects?: boolean; dev?: Omit<DevAuthOptions, 'origin'>; server?: DevAuth } = {}) {
  const server = given ?? (await createDevAuth({ origin, ...dev }));
  const jar = new Map<string, string>();
  const browserFetch = async (input: string, init: RequestInit): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('origin', origin);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await server.auth.handler(new Request(input, { ...init, headers, redirect: 'manual' }));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value = ''] = pair!.split('=');
      if (value === '' || attributes.some((a) => /max-age=0/i.test(a))) jar.delete(name!.trim());
      else jar.set(name!.trim(), value);
    }
    // A browser's fetch follows redirects; Better Auth's error redirects stay same-origin.
    const location = response.headers.get('location');
    if (followRedirects && response.status >= 300 && response.status < 400 && location) {
      return browserFetch(new URL(location, input).toString(), { method: 'GET' });
    }
    return response;
  };
  return { server, jar, browserFetch };
}
