/**
 * Bad input never crashes the emulator (item 4): fast-check sends random requests to
 * every route the app registers (JSON, malformed JSON, urlencoded and multipart forms, broken
 * multipart, wrong content types, random queries and path parameters, with and without a
 * session), in process through the Hono app (no sockets), and every answer is below 500 with an
 * error_type on every error: in the JSON body (`error` for the two RFC 6749 endpoints), or in
 * X-Portico-Error-Type for the emulated providers' pages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../emulator/app';
import { loadConfig } from '../../emulator/config';
import type { EmulatorContext } from '../../emulator/context';
import { createContext } from '../../emulator/core/createContext';
import { openDatabase } from '../../emulator/core/db';

/** Endpoints a relying party's server calls answer RFC 6749 errors: `{ error, error_description }`. */
const OAUTH2_ERRORS = new Set(['/v1/oauth2/token', '/v1/oauth2/userinfo']);

// Built at load time, so every registered route becomes its own test below.
const ctx: EmulatorContext = await createContext({ db: openDatabase({ inMemory: true }), config: loadConfig(), origin: 'http://localhost:8787' });
const app = createApp(ctx);
const routes = app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, path: r.path }));
// A live session's user; POST /v1/account/delete may end it, so each case finds or makes it again.
const fuzzUser = () => ctx.users.findOrCreateByEmail('fuzz@example.com').user.user_id;
/** Over 10,000 cases in all, spread evenly over the routes. */
const RUNS_PER_ROUTE = Math.ceil(10_000 / routes.length);

// Fields the routes read, each with values a real caller might send, mixed with arbitrary JSON.
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.oneof(fc.emailAddress(), fc.constantFrom('fuzz@example.com', 'x@', '\u202Eevil@example.com')),
  password: fc.string({ maxLength: 40 }),
  phone_number: fc.constantFrom('+14155550100', '+447700900123', '+9991234567', '4155550100'),
  code: fc.stringMatching(/^\d{6}$/),
  method_id: fc.string({ maxLength: 60 }),
  token: fc.string({ maxLength: 80 }),
  id_token: fc.constantFrom('a.b.c', 'eyJhbGciOiJub25lIn0.e30.'),
  session_duration_minutes: fc.integer({ min: -10, max: 100_000 }),
  expiration_minutes: fc.integer({ min: -10, max: 100_000 }),
  crypto_wallet_type: fc.constantFrom('ethereum', 'solana', 'bitcoin'),
  crypto_wallet_address: fc.constantFrom(`0x${'ab'.repeat(20)}`, '11111111111111111111111111111111', '0x12'),
  signature: fc.oneof(fc.stringMatching(/^0x[0-9a-f]{0,132}$/), fc.string()),
  public_key_credential: fc.oneof(fc.object(), fc.string(), fc.record({ id: fc.base64String(), rawId: fc.base64String(), type: fc.constant('public-key'), response: fc.object() })),
  domain: fc.constantFrom('localhost', 'evil.example', ''),
  name: fc.string({ maxLength: 120 }),
  events: fc.array(fc.record({ name: fc.string(), details: fc.object() }), { maxLength: 3 }),
  profile_id: fc.constantFrom('demo-profile', 'nope'),
  client_id: fc.constantFrom('demo-client', 'nope'),
  client_secret: fc.string(),
  redirect_uri: fc.constantFrom('http://localhost/callback', 'http://localhost/callback/', 'javascript:alert(1)'),
  post_logout_redirect_uri: fc.constantFrom('http://localhost/logged-out', 'data:text/html,x'),
  scopes: fc.array(fc.constantFrom('openid', 'email', 'offline_access', 'full_access', ''), { maxLength: 4 }),
  scope: fc.constantFrom('openid email', '', 'admin:billing'),
  code_challenge: fc.constantFrom('ZtNPunH49FD35FWYhT5Tv8I7vRKQJ8uxMaL0_9eHjNA', 'short'),
  code_challenge_method: fc.constantFrom('S256', 'plain'),
  code_verifier: fc.string({ maxLength: 130 }),
  grant_type: fc.constantFrom('authorization_code', 'refresh_token', 'password'),
  refresh_token: fc.string(),
  consent_granted: fc.boolean(),
  prompt: fc.constantFrom('none', 'consent', 'login'),
  state: fc.string({ maxLength: 60 }),
  action: fc.constantFrom('account', 'new', 'cancel', 'other'),
  subject: fc.string({ maxLength: 30 }),
  first_name: fc.string(),
  login_magic_link_url: fc.constantFrom('http://localhost:8787/demo/authenticate.html', 'https://evil.example/'),
  reset_password_redirect_url: fc.constantFrom('http://localhost:8787/demo/reset.html', 'javascript:alert(1)'),
  create_user_as_pending: fc.boolean(),
};
const FIELDS = Object.keys(plausible);

/** A body shaped like the real ones: some of the fields, mostly plausible, sometimes arbitrary JSON. */
const shaped = fc.record(
  Object.fromEntries(FIELDS.map((f) => [f, fc.oneof({ weight: 4, arbitrary: plausible[f]! }, { weight: 1, arbitrary: fc.jsonValue() })])),
  { requiredKeys: [] },
);
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

type Body = { contentType?: string; body?: string | FormData | Uint8Array };

const bodies: fc.Arbitrary<Body> = fc.oneof(
  // JSON: shaped (most often: it reaches furthest), or any JSON value at all.
  { weight: 4, arbitrary: shaped.map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) })) },
  fc.jsonValue().map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) })),
  // Malformed JSON.
  fc.oneof(fc.string(), fc.string().map((s) => `{"email": ${s}`)).map((body) => ({ contentType: 'application/json', body })),
  // A urlencoded form, well formed or not.
  shaped.map((v) => ({ contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(Object.entries(v).map(([k, x]) => [k, asText(x)])).toString() })),
  fc.string().map((body) => ({ contentType: 'application/x-www-form-urlencoded', body })),
  // A multipart form (the boundary set by FormData), and broken multipart.
  shaped.map((v) => {
    const form = new FormData();
    for (const [k, x] of Object.entries(v)) form.append(k, asText(x));
    return { body: form };
  }),
  fc.tuple(fc.constantFrom('', '; boundary=xyz', '; boundary='), fc.string()).map(([params, body]) => ({ contentType: `multipart/form-data${params}`, body })),
  // Wrong or missing content types, text or bytes.
  fc.tuple(fc.constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'application/json; charset=utf-16', 'multipart/mixed', undefined), fc.oneof(fc.string(), fc.uint8Array({ maxLength: 64 })))
    .map(([contentType, body]) => ({ ...(contentType ? { contentType } : {}), body })),
  fc.constant({}),
);

const queries = fc.dictionary(
  fc.oneof(fc.constantFrom('state', 'origin', 'to', 'public_token', 'login_redirect_url', 'custom_scopes', 'provider_params[prompt]'), fc.string({ maxLength: 10 })),
  fc.string({ maxLength: 40 }),
  { maxKeys: 3 },
);

const pathParam: Record<string, fc.Arbitrary<string>> = {
  provider: fc.oneof(fc.constantFrom('github', 'google', 'myspace'), fc.string({ minLength: 1, maxLength: 12 })),
  id: fc.string({ minLength: 1, maxLength: 40 }),
  profile_id: fc.oneof(fc.constant('demo-profile'), fc.string({ minLength: 1, maxLength: 20 })),
};

const callers = fc.record({
  publicToken: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  session: fc.oneof({ weight: 3, arbitrary: fc.constant('live') }, fc.constantFrom('none', 'garbage')),
  origin: fc.constantFrom(undefined, 'http://localhost:5173', 'https://evil.example'),
  host: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, fc.constantFrom('evil.example', '127.0.0.1:1', 'x@localhost')),
});

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

async function send(method: string, path: string, body: Body, query: Record<string, string>, caller: { publicToken: boolean; session: string; origin: string | undefined; host?: string | undefined }) {
  const headers = new Headers();
  if (body.contentType) headers.set('Content-Type', body.contentType);
  if (caller.publicToken) headers.set('X-Portico-Public-Token', ctx.config.public_token);
  if (caller.origin) headers.set('Origin', caller.origin);
  if (caller.host) headers.set('Host', caller.host);
  if (caller.session === 'live') {
    headers.set('Authorization', `Bearer ${(await ctx.sessions.issue(fuzzUser(), { type: 'fuzz', delivery_method: 'fuzz' })).session_token}`);
  } else if (caller.session === 'garbage') {
    headers.set('Authorization', 'Bearer not.a.session');
  }
  const search = new URLSearchParams(query).toString();
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.body !== undefined;
  return app.request(`${path}${search ? `?${search}` : ''}`, { method, headers, ...(hasBody ? { body: body.body as BodyInit } : {}) });
}

/** The error_type of an error answer, wherever this kind of answer carries it. */
async function errorTypeOf(path: string, response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('text/html')) return response.headers.get('X-Portico-Error-Type');
  const json = (await response.json()) as { error_type?: unknown; error?: unknown };
  return OAUTH2_ERRORS.has(path) ? (json.error ?? json.error_type) : json.error_type;
}

describe('given random requests on every route', () => {
  it('covers every route the app registers, 10,000 cases or more in all', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.length * RUNS_PER_ROUTE).toBeGreaterThanOrEqual(10_000);
  });

  it.each(routes)('$method $path answers below 500, with an error_type on every error', async (route) => {
    const params = fc.record(Object.fromEntries((route.path.match(/:(\w+)/g) ?? []).map((p) => [p.slice(1), pathParam[p.slice(1)] ?? fc.string({ minLength: 1 })])));
    await fc.assert(
      fc.asyncProperty(bodies, queries, params, callers, async (body, query, values, caller) => {
        const path = fill(route.path, values as Record<string, string>);
        const response = await send(route.method, path, body, query, caller);
        const label = `${route.method} ${path}`;
        expect(response.status, label).toBeLessThan(500);
        if (response.status >= 400) expect(typeof (await errorTypeOf(route.path, response)), label).toBe('string');
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });

  it('a truncated JSON body never gets a 500 on any route that takes a body', async () => {
    for (const route of routes.filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      const path = fill(route.path, { provider: 'github', id: 'x', profile_id: 'demo-profile' });
      const response = await send(route.method, path, { contentType: 'application/json', body: '{"email": ' }, {}, { publicToken: true, session: 'live', origin: undefined });
      expect(response.status, `${route.method} ${path}`).toBeLessThan(500);
      if (response.status >= 400) expect(typeof (await errorTypeOf(route.path, response)), `${route.method} ${path}`).toBe('string');
    }
  });
});
