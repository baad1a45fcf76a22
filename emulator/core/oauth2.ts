/**
 * What the emulator's OAuth 2.0 endpoints share (its identity provider's token endpoint, the
 * emulated providers' standard servers): a relying party's server calls them, so they speak RFC
 * 6749 (form bodies, `{ error, error_description }`), not the widget protocol. OAuthError is the
 * one error they raise, and each route turns it into that body.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EmulatorEnv } from '../context';
import { ApiError } from './errors';
import { readFields } from './http';

export class OAuthError extends Error {
  constructor(readonly status: ContentfulStatusCode, readonly error: string, readonly description: string) {
    super(description);
  }
}

/** RFC 6749 §4.1.3 / §6 parameters, from a form (the standard) or JSON body. */
export async function readParams(c: Context<EmulatorEnv>): Promise<Record<string, string>> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('application/json')) {
    throw new OAuthError(400, 'invalid_request', 'Send application/x-www-form-urlencoded (or JSON).');
  }
  // The same reader as the emulator's own forms; its 400s become RFC 6749 invalid_request.
  const raw = await readFields(c).catch((err: unknown) => {
    if (err instanceof ApiError) throw new OAuthError(400, 'invalid_request', err.message);
    throw err;
  });
  return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
