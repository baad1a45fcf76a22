/**
 * No page of the emulator may be drawn inside another site's frame. The consent page
 * hands a person's data to an app with one click, and a page framed by an attacker can be made to
 * take that click (clickjacking); the outbox shows sign-in links and codes. Every answer of the
 * emulator (API, outbox, emulated provider pages and the demo's pages, the identity-provider page
 * included) says so twice: CSP `frame-ancestors 'none'`, and `X-Frame-Options: DENY` for browsers
 * that predate it.
 *
 * The CSP is its own header, added beside any policy a page sets for itself (the outbox's), so a
 * page's own policy never has to remember it: browsers enforce every CSP header a page carries.
 * A page whose policy names who may frame it keeps that rule alone: One Tap's account chooser is
 * drawn by Google's library inside the host page, and only that page's origin may frame it.
 */
import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

export const FRAME_ANCESTORS_POLICY = "frame-ancestors 'none'";

/** Hono: after the route has answered, add both headers. */
export const refuseFraming: MiddlewareHandler = async (c, next) => {
  await next();
  const own = c.res.headers.get('Content-Security-Policy') ?? '';
  if (/frame-ancestors/.test(own)) {
    if (own.includes(FRAME_ANCESTORS_POLICY)) c.res.headers.set('X-Frame-Options', 'DENY');
    return;
  }
  c.res.headers.append('Content-Security-Policy', FRAME_ANCESTORS_POLICY);
  c.res.headers.set('X-Frame-Options', 'DENY');
};

/** node:http (the demo's pages): before the page is written, add both headers. */
export function refuseFramingOf(res: ServerResponse): void {
  res.appendHeader('Content-Security-Policy', FRAME_ANCESTORS_POLICY);
  res.setHeader('X-Frame-Options', 'DENY');
}
