/**
 * Calls to Better Auth's HTTP API: JSON, the session cookie sent (credentials: 'include'), and
 * every failure an AuthClientError with the spec's error_type (errorTypes.ts).
 */
import { AuthClientError } from '../AuthClientError';
import type { FetchFunction } from '../request';
import type { BetterAuthCall } from './errorTypes';

/** Its own copy, not the protocol client's: importing that one would make the Login download's chunk export one more name. */
function networkError(baseURL: string, cause: unknown): AuthClientError {
  const detail = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
  return new AuthClientError({
    status_code: 0,
    error_type: 'network_error',
    error_message: `Could not reach the authentication server at ${baseURL}${detail}. Check your connection and try again.`,
  });
}

export interface BetterAuthRequestOptions {
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of a JSON body (an OAuth form endpoint). */
  form?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  call?: BetterAuthCall;
  signal?: AbortSignal;
}

export type BetterAuthRequester = <T>(method: 'GET' | 'POST', path: string, options?: BetterAuthRequestOptions) => Promise<T>;

/** `base`: Better Auth's base URL without a trailing slash; `fetchFn`: the client's (both from createBetterAuthClient). */
export function createBetterAuthRequester(base: string, fetchFn: FetchFunction): BetterAuthRequester {
  return async function request<T>(method: 'GET' | 'POST', path: string, options: BetterAuthRequestOptions = {}) {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    let response: Response;
    let text: string;
    try {
      response = await fetchFn(`${base}${path}${query}`, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(options.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        ...(options.form ? { body: new URLSearchParams(options.form).toString() } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      text = await response.text();
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      throw networkError(base, error);
    }
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text); // an empty or non-JSON body stays null
    } catch {
      // kept null
    }
    if (!response.ok) {
      const fields = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
      // Better Auth's own `{ code, message }`, or its OAuth provider's `{ error, error_description }`.
      const code = typeof fields.code === 'string' ? fields.code : typeof fields.error === 'string' ? fields.error : undefined;
      const said = typeof fields.message === 'string' && fields.message ? fields.message : fields.error_description;
      const message = typeof said === 'string' && said ? said : `The server answered with HTTP status ${response.status}.`;
      // The table downloads with the first error it can name: a sign-in that succeeds, or a server
      // that is down (no code), never needs it.
      throw code || response.status < 500
        ? (await import('./errorTypes')).toClientError(code, response.status, options.call ?? 'other', message, `${method} ${base}${path}`)
        : new AuthClientError({ status_code: response.status, error_type: 'unknown_error', error_message: message });
    }
    return parsed as T;
  };
}

