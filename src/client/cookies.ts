/**
 * Cookie access behind a small interface, so the session manager can be tested (and run outside
 * a browser) with a fake jar. The default jar is document.cookie itself.
 */

export interface CookieAttributes {
  expires?: Date;
  domain?: string;
  path?: string;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
  remove(name: string, attributes: CookieAttributes): void;
}

/** Options a host passes to scope and name the session cookies (SPEC §9). */
export interface CookieOptions {
  /** Share the cookies with subdomains, e.g. '.example.com'. @defaultValue the page's host only */
  domain?: string;
  /** Force the Secure flag. @defaultValue off on localhost and loopback, on elsewhere */
  secure?: boolean;
  /** @defaultValue 'portico_session' */
  sessionTokenName?: string;
  /** @defaultValue 'portico_session_jwt' */
  sessionJwtName?: string;
  /** @defaultValue 'portico_intermediate_session_token' */
  intermediateTokenName?: string;
}

/**
 * The default jar: document.cookie, as the Better Auth client writes its JWT cookie. Our names and
 * values are tokens and JWTs; a value is URI-encoded all the same, so no character of it can end
 * the cookie, and a value that does not decode is read as it is. Outside a browser (a host's
 * server rendering) there is no jar: nothing is read or written.
 */
export function createBrowserCookieJar(): CookieJar {
  const write = (name: string, value: string, { expires, domain, path = '/', secure, sameSite }: CookieAttributes) => {
    if (typeof document === 'undefined') return;
    document.cookie =
      `${name}=${encodeURIComponent(value)}; Path=${path}` +
      (expires ? `; Expires=${expires.toUTCString()}` : '') +
      (domain ? `; Domain=${domain}` : '') +
      (sameSite ? `; SameSite=${sameSite}` : '') +
      (secure ? '; Secure' : '');
  };
  return {
    get(name) {
      if (typeof document === 'undefined') return undefined;
      for (const pair of document.cookie.split('; ')) {
        const at = pair.indexOf('=');
        if (at < 0 || pair.slice(0, at) !== name) continue;
        const value = pair.slice(at + 1);
        try {
          return decodeURIComponent(value);
        } catch {
          return value;
        }
      }
      return undefined;
    },
    set: write,
    remove: (name, attributes) => write(name, '', { ...attributes, expires: new Date(0) }),
  };
}

/** SPEC §9: cookies are Secure except on localhost and loopback, where pages are plain http. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname === '::1'
  );
}
