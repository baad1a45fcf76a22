/** Better Auth with Portico's plugin (the dev server's set-up), called in process through its handler. */
import { createDevAuth } from '../../server/dev/devAuth';
import type { PorticoOptions } from '../../plugin/src';

export const ORIGIN = 'http://localhost:9999';

export async function devAuth(portico: Partial<PorticoOptions> = {}) {
  const made = await createDevAuth({ origin: ORIGIN, portico });
  let cookie = '';
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await made.auth.handler(
      new Request(`${ORIGIN}/api/auth${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
        redirect: 'manual',
      }),
    );
    const set = response.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await response.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, json, headers: response.headers };
  }
  return { ...made, call, signOutLocally: () => void (cookie = '') };
}
