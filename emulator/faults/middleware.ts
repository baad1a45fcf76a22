/**
 * Fault injection on /v1: every answer waits the added latency; a call with a fault
 * waiting gets the forced answer instead of its route's: an error body, a 500, or a connection
 * dropped mid-answer.
 */
import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { callOf } from './calls';
import { faultsOf, NETWORK_ERROR } from './injector';

/** Marks an answer the server must not send: it drops the connection instead (dropConnection). */
export const DROP_CONNECTION_HEADER = 'X-Portico-Drop-Connection';

export function injectFaults(ctx: EmulatorContext): MiddlewareHandler<EmulatorEnv> {
  const faults = faultsOf(ctx);
  return async (c, next) => {
    const call = callOf(c.req.method, c.req.path);
    const fault = call ? faults.take(call) : null;
    const latency = faults.latencyMs();
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    if (!fault) return next();
    c.header('X-Portico-Fault', fault.fault_id);
    if (fault.error_type === NETWORK_ERROR) return c.body(null, 200, { [DROP_CONNECTION_HEADER]: fault.fault_id });
    const status = fault.status_code as ContentfulStatusCode;
    return c.json(
      { status_code: status, error_type: fault.error_type, error_message: fault.error_message, request_id: c.get('requestId') ?? '' },
      status,
    );
  };
}

/**
 * What the server does with an answer marked DROP_CONNECTION_HEADER: the status line, the headers
 * and the start of the body, then the socket closes. (A browser silently retries a request whose
 * reused connection closed before any answer, so some of it is sent: the client sees a dropped answer.)
 */
export function dropConnection(outgoing: ServerResponse): Response {
  outgoing.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1024', 'Cache-Control': 'no-store' });
  outgoing.write('{"status_code":200,', () => outgoing.destroy());
  // @hono/node-server writes the Response returned next: nothing more may reach this connection.
  // (Its RESPONSE_ALREADY_SENT is not recognised once its own Response class is the global one.)
  Object.assign(outgoing, { writeHead: () => outgoing, write: () => true, end: () => outgoing });
  return new Response(null);
}
