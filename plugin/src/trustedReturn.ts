import { porticoError } from './error-codes';

/**
 * The page a failed round trip goes back to (a return route's `?to=`): refused unless it is a web
 * address on a trusted origin, so the return routes are never an open redirect.
 */
export function trustedReturn(ctx: { context: { isTrustedOrigin(url: string): boolean } }, to: string): URL {
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    throw porticoError('BAD_REQUEST', 'INVALID_REQUEST', 'to must be an absolute URL on a trusted origin.');
  }
  if (!/^https?:$/.test(url.protocol) || !ctx.context.isTrustedOrigin(url.href)) throw porticoError('BAD_REQUEST', 'INVALID_DOMAIN', 'to is not on a trusted origin.');
  return url;
}
