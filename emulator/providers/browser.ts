/**
 * A provider callback answers only the browser that started the flow. Start gives the
 * browser a random cookie (kept, so two tabs' flows both work) and the flow keeps its hash; the
 * callback needs the same cookie, which SameSite=Lax keeps off another site's form posts.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { EmulatorContext, EmulatorEnv } from '../context';

const COOKIE = 'portico_oauth_browser';
/** As long as a person may spend on a provider page: a sign-in started longer ago has expired anyway. */
const COOKIE_MINUTES = 10;
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** The hash of this browser's cookie, setting one first when it has none. */
export function startingBrowser(c: Context<EmulatorEnv>, ctx: EmulatorContext): string {
  let value = getCookie(c, COOKIE);
  if (!value || !WELL_FORMED.test(value)) value = ctx.token(32);
  setCookie(c, COOKIE, value, {
    path: '/oauth/emulated',
    httpOnly: true,
    sameSite: 'Lax',
    secure: ctx.origin.startsWith('https:'),
    maxAge: COOKIE_MINUTES * 60,
  });
  return ctx.hash(value);
}

/** True only for a same-site request from the browser whose cookie hash the flow keeps. */
export function isStartingBrowser(c: Context<EmulatorEnv>, ctx: EmulatorContext, browserHash: string | null): boolean {
  if (c.req.header('Sec-Fetch-Site') === 'cross-site') return false;
  const value = getCookie(c, COOKIE);
  return !!browserHash && !!value && WELL_FORMED.test(value) && ctx.hash(value) === browserHash;
}
