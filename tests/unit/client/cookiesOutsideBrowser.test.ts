// A host's server renders the widget or makes a client (Next.js, Astro): no document, no jar. Reading
// finds nothing and writing does nothing, as js-cookie did; before, both threw "document is not defined".
import { describe, expect, it } from 'vitest';
import { createBrowserCookieJar } from '../../../src/client/cookies';
import { createHttpClient } from '../../../src/client/createHttpClient';

describe('createBrowserCookieJar outside a browser', () => {
  it('reads nothing and writes nothing, without throwing', () => {
    expect(typeof document).toBe('undefined');
    const jar = createBrowserCookieJar();
    expect(jar.get('portico_session')).toBeUndefined();
    expect(() => jar.set('portico_session', 'token', { path: '/' })).not.toThrow();
    expect(() => jar.remove('portico_session', { path: '/' })).not.toThrow();
  });

  it('a protocol client made on the server has no session, and says so without throwing', async () => {
    const client = createHttpClient({ publicToken: 'public-token-test-1', baseUrl: 'http://127.0.0.1:1' });
    expect(client.session.getSync()).toBeNull();
  });
});
