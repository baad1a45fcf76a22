/** Fakes for the client's seams, named as such: a cookie jar, a fetch, and protocol answers. */
import type { CookieAttributes, CookieJar } from '../../../src/client/cookies';
import type { AuthResponse } from '../../../src/client/types';

export interface FakeCookieJar extends CookieJar {
  /** The attributes each live cookie was last set with. */
  attributes: Map<string, CookieAttributes>;
  /** Every remove() call, to check the domain and path match the set(). */
  removals: Array<{ name: string; attributes: CookieAttributes }>;
  /** Every write in the order made, as `set <name>` or `remove <name>`: a browser's cookie store receives them so. */
  writes: string[];
}

export function createFakeCookieJar(initial: Record<string, string> = {}): FakeCookieJar {
  const values = new Map(Object.entries(initial));
  const attributes = new Map<string, CookieAttributes>();
  const removals: FakeCookieJar['removals'] = [];
  const writes: string[] = [];
  return {
    attributes,
    removals,
    writes,
    get: (name) => values.get(name),
    set(name, value, attrs) {
      values.set(name, value);
      attributes.set(name, attrs);
      writes.push(`set ${name}`);
    },
    remove(name, attrs) {
      values.delete(name);
      attributes.delete(name);
      writes.push(`remove ${name}`);
      removals.push({ name, attributes: attrs });
    },
  };
}

export interface FakeFetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type FakeAnswer = { status?: number; body?: unknown; text?: string } | Error;

/** A fetch that records each call and answers from `answer(call)`. */
export function createFakeFetch(answer: (call: FakeFetchCall) => FakeAnswer = () => ({ body: {} })) {
  const calls: FakeFetchCall[] = [];
  async function fakeFetch(url: string, init: RequestInit): Promise<Response> {
    const call: FakeFetchCall = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    if (init.signal?.aborted) throw init.signal.reason;
    const result = answer(call);
    if (result instanceof Error) throw result;
    const text = result.text ?? JSON.stringify({ status_code: result.status ?? 200, request_id: 'req-fake', ...(result.body as object) });
    return new Response(text, { status: result.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }
  return { fakeFetch, calls };
}

const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

/** An AuthResponse as the protocol sends it; pass fields to change. */
export function fakeAuthResponse(overrides: { session?: Partial<AuthResponse['session']>; session_jwt?: string; session_token?: string } = {}): AuthResponse {
  return {
    user_id: 'user-test-1',
    user: {
      user_id: 'user-test-1',
      status: 'active',
      emails: [{ email_id: 'email-test-1', email: 'ada@example.com', verified: true }],
      phone_numbers: [],
      webauthn_registrations: [],
    },
    session_token: overrides.session_token ?? 'token-1',
    session_jwt: overrides.session_jwt ?? 'jwt-1',
    session: {
      session_id: 'session-test-1',
      user_id: 'user-test-1',
      started_at: '2025-01-01T00:00:00.000Z',
      last_accessed_at: '2025-01-01T00:00:00.000Z',
      expires_at: inAnHour(),
      authentication_factors: [{ type: 'magic_link', delivery_method: 'email', last_authenticated_at: '2025-01-01T00:00:00.000Z' }],
      ...overrides.session,
    },
  };
}
