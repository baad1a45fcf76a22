/**
 * Request and answer helpers every route module uses: `parseBody(c, schema)` / `parseQuery(c, schema)`
 * validate with zod and turn failures into protocol errors; `ok(c, fields)` adds status_code and
 * request_id to a success answer.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { EmulatorEnv } from '../context';
import { ApiError, isErrorType, type ErrorType } from './errors';

/** Fields whose format error has its own error_type (SPEC §8), by the field's name. */
const FIELD_ERROR_TYPES: Record<string, ErrorType> = {
  email: 'invalid_email',
  phone_number: 'invalid_phone_number',
  code: 'invalid_code',
};

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let v: unknown = data;
  for (const key of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** Maps the first zod issue to a protocol error: a specific type where obvious, else invalid_request naming the field. */
export function validationError(error: z.ZodError, data: unknown): ApiError {
  const issue = error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'body';
  const custom: unknown = issue.code === 'custom' ? issue.params?.error_type : undefined;
  if (isErrorType(custom)) return new ApiError(400, custom);
  const missing = issue.path.length > 0 && valueAt(data, issue.path) === undefined;
  if (missing) return new ApiError(400, 'invalid_request', `Missing required field: ${field}.`);
  const last = String(issue.path[issue.path.length - 1] ?? '');
  const specific = FIELD_ERROR_TYPES[last];
  if (specific) return new ApiError(400, specific);
  if (issue.code === 'unrecognized_keys') {
    return new ApiError(400, 'invalid_request', `Unknown field(s) in ${field}: ${issue.keys.join(', ')}.`);
  }
  return new ApiError(400, 'invalid_request', `Invalid field ${field}: ${issue.message}`);
}

export async function readJson(c: Context<EmulatorEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'invalid_json');
  }
}

/**
 * A form post (urlencoded or multipart) or a JSON object, for the routes a browser form posts to.
 * A body that cannot be read is a 400 (invalid_request, or invalid_json), never a 500.
 */
export async function readFields(c: Context<EmulatorEnv>): Promise<Record<string, unknown>> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    const data = await readJson(c);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new ApiError(400, 'invalid_request', 'The request body must be a JSON object.');
    }
    return data as Record<string, unknown>;
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiError(400, 'invalid_request', 'The request body is not a valid form.');
    }
    // Files and repeated fields are not part of any form here.
    return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
  }
  throw new ApiError(400, 'invalid_request', 'Send application/x-www-form-urlencoded, multipart/form-data or application/json.');
}

export async function parseBody<S extends z.ZodType>(c: Context<EmulatorEnv>, schema: S): Promise<z.output<S>> {
  const data = await readJson(c);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError(400, 'invalid_request', 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error, data);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(c: Context<EmulatorEnv>, schema: S): z.output<S> {
  const data = c.req.query();
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error, data);
  return result.data;
}

/** A success answer: `{ status_code, request_id, ...fields }`. */
export function ok(c: Context<EmulatorEnv>, fields: object = {}, status: ContentfulStatusCode = 200): Response {
  return c.json({ status_code: status, request_id: c.get('requestId'), ...fields }, status);
}

/** The address of the machine that sent the request, or null in process (no socket). */
export function peerAddress(c: Context<EmulatorEnv>): string | null {
  return (c.env as EmulatorEnv['Bindings'] | undefined)?.incoming?.socket.remoteAddress ?? null;
}

/** True for a loopback peer (127.0.0.0/8, ::1, IPv4-mapped), or in process. */
export function isLocalPeer(c: Context<EmulatorEnv>): boolean {
  const address = peerAddress(c);
  return address === null || /^(127\.|::1$|::ffff:127\.)/.test(address);
}
