// @vitest-environment jsdom
// The default cookie jar is document.cookie itself: what it writes, a browser (jsdom's jar here) keeps and reads back.
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserCookieJar } from '../../../src/client/cookies';

const jar = createBrowserCookieJar();
const clear = () => {
  for (const pair of document.cookie.split('; ')) if (pair) document.cookie = `${pair.split('=')[0]}=; Path=/; Expires=${new Date(0).toUTCString()}`;
};
afterEach(clear);

describe('createBrowserCookieJar', () => {
  it('reads back what it wrote, a JWT as it is', () => {
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLV8';
    jar.set('portico_session_jwt', jwt, { path: '/', sameSite: 'Lax', expires: new Date(Date.now() + 60_000) });
    expect(jar.get('portico_session_jwt')).toBe(jwt);
    expect(document.cookie).toContain(`portico_session_jwt=${jwt}`);
  });

  it('encodes what would end a cookie (a semicolon, a space, a comma), and decodes it again', () => {
    jar.set('odd', 'a; b,c=d é', {});
    expect(jar.get('odd')).toBe('a; b,c=d é');
    expect(document.cookie).toBe('odd=a%3B%20b%2Cc%3Dd%20%C3%A9');
  });

  it('tells one name from another that begins the same way', () => {
    jar.set('portico_session_jwt', 'jwt', {});
    expect(jar.get('portico_session')).toBeUndefined();
    jar.set('portico_session', 'token', {});
    expect(jar.get('portico_session')).toBe('token');
    expect(jar.get('portico_session_jwt')).toBe('jwt');
  });

  it('reads a value that does not decode as it is, and nothing for a missing name', () => {
    document.cookie = 'raw=100%; Path=/';
    expect(jar.get('raw')).toBe('100%');
    expect(jar.get('missing')).toBeUndefined();
  });

  it('removes a cookie with the attributes it was written with', () => {
    jar.set('portico_session', 'token', { path: '/', sameSite: 'Lax' });
    jar.remove('portico_session', { path: '/', sameSite: 'Lax' });
    expect(jar.get('portico_session')).toBeUndefined();
    expect(document.cookie).toBe('');
  });

  it('an expiry in the past keeps nothing', () => {
    jar.set('gone', 'x', { expires: new Date(Date.now() - 1000) });
    expect(jar.get('gone')).toBeUndefined();
  });
});
