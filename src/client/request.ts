/**
 * The request layer of docs/protocol.md: JSON in and out, the public token on every call, the
 * session token on session calls, and every failure turned into an AuthClientError.
 */
import { AuthClientError, type ApiErrorBody } from './types';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Sent as JSON; undefined fields are left out. */
  body?: unknown;
  /** Send `Authorization: Bearer <session_token>` when there is a session (docs/protocol.md "(session)"). */
  withSession?: boolean;
  signal?: AbortSignal;
}

export type Requester = <T>(method: HttpMethod, path: string, options?: RequestOptions) => Promise<T>;

export interface RequesterOptions {
  baseUrl: string;
  publicToken: string;
  /** The client's fetch: its own seam (wrapFetch) and the default are the client's (createHttpClient.ts). */
  fetch: FetchFunction;
  getSessionToken: () => string | null;
}

export function createRequester(options: RequesterOptions): Requester {
  const baseUrl = trimTrailingSlash(options.baseUrl);
  const { fetch: fetchFn } = options;

  return async function request<T>(method: HttpMethod, path: string, { body, withSession, signal }: RequestOptions = {}) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Portico-Public-Token': options.publicToken,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const sessionToken = withSession ? options.getSessionToken() : null;
    if (sessionToken) headers.Authorization = `Bearer ${sessionToken}`;

    let response: Response;
    let text: string;
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      });
      text = await response.text();
    } catch (error) {
      // An aborted call is the caller's decision, not a network failure: rethrow the abort reason.
      if (signal?.aborted) throw signal.reason ?? error;
      throw networkError(baseUrl, error);
    }

    const parsed = parseJson(text);
    if (!response.ok) throw new AuthClientError(toErrorBody(response.status, parsed));
    if (typeof parsed !== 'object' || parsed === null) {
      throw new AuthClientError({
        status_code: response.status,
        error_type: 'invalid_response',
        error_message: `The server at ${baseUrl} answered ${method} ${path} without a JSON object.`,
      });
    }
    return parsed as T;
  };
}

/** The AuthClientError for a call that never got an answer (offline, DNS, CORS, server down). */
export function networkError(baseUrl: string, cause: unknown): AuthClientError {
  const detail = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
  return new AuthClientError({
    status_code: 0,
    error_type: 'network_error',
    error_message: `Could not reach the authentication server at ${baseUrl}${detail}. Check your connection and try again.`,
  });
}

/** The server's error body when it sent one; otherwise a generic body naming the HTTP status. */
export function toErrorBody(status: number, parsed: unknown): ApiErrorBody {
  const fields = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const errorType = typeof fields.error_type === 'string' ? fields.error_type : 'unknown_error';
  const errorMessage =
    typeof fields.error_message === 'string' ? fields.error_message : `The server answered with HTTP status ${status}.`;
  return {
    status_code: typeof fields.status_code === 'number' ? fields.status_code : status,
    error_type: errorType,
    error_message: errorMessage,
    request_id: typeof fields.request_id === 'string' ? fields.request_id : undefined,
  };
}

function parseJson(text: string): unknown {
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function trimTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
