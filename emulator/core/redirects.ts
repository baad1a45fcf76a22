/**
 * Where a call may send the browser: only URLs the project allows (an open redirect would leak
 * tokens). Loopback URLs may use any port, since local servers and tests pick random ones; with
 * `any_loopback` (the default), any loopback URL at all, for the host app a developer runs locally.
 */
import type { EmulatorContext } from '../context';
import type { ProjectConfig } from '../config';
import { ApiError } from './errors';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function parse(url: string): URL | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (u.username || u.password) return null;
    return u;
  } catch {
    return null;
  }
}

export function createRedirects(config: ProjectConfig, origin: string): EmulatorContext['redirects'] {
  const { default_login, default_signup, default_reset_password } = config.redirect_urls;
  const defaults = {
    login: new URL(default_login, origin).toString(),
    signup: new URL(default_signup, origin).toString(),
    reset_password: new URL(default_reset_password, origin).toString(),
  };
  const allowed = [...config.redirect_urls.allowed, ...Object.values(defaults)]
    .map(parse)
    .filter((u): u is URL => u !== null);
  const exact = new Set(allowed.map((u) => u.origin + u.pathname));
  const loopbackPaths = new Set(allowed.filter((u) => LOOPBACK.has(u.hostname)).map((u) => `${u.protocol}${u.pathname}`));

  function isAllowed(url: string): boolean {
    const u = parse(url);
    if (!u) return false;
    if (exact.has(u.origin + u.pathname)) return true;
    if (!LOOPBACK.has(u.hostname)) return false;
    return config.redirect_urls.any_loopback || loopbackPaths.has(`${u.protocol}${u.pathname}`);
  }

  return {
    isAllowed,
    resolve(kind, requested) {
      if (requested === undefined || requested === '') return defaults[kind];
      if (!isAllowed(requested)) throw new ApiError(400, 'invalid_redirect_url');
      return requested;
    },
  };
}

/** `url` with query parameters added (keeping its own); undefined values are left out. */
export function withParams(url: string, params: Record<string, string | undefined>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
  return u.toString();
}
