/**
 * Cookie access behind a small interface, so the session manager can be tested (and run outside
 * a browser) with a fake jar. The default jar is js-cookie over document.cookie.
 */
import Cookies from 'js-cookie';

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

/** The default jar: js-cookie, reading and writing document.cookie. */
export function createBrowserCookieJar(): CookieJar {
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, attributes) => {
      Cookies.set(name, value, attributes);
    },
    remove: (name, attributes) => Cookies.remove(name, attributes),
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
