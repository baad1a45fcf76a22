/**
 * Test harness for the emulator's HTTP tests: an in-memory emulator on a free port with a clock
 * the test can move, a `call` that speaks docs/protocol.md, and the outbox read as JSON, the way
 * a person reads their inbox.
 */
import { createApp } from '../../emulator/app';
import { startEmulator, type RunningEmulator, type StartOptions } from '../../emulator/server';

export interface Answer {
  status: number;
  body: Record<string, any>;
  headers: Headers;
}

export interface Harness {
  emulator: RunningEmulator;
  /** Calls the API with the public token (unless `publicToken: null`) and an optional session bearer. */
  call(method: string, path: string, body?: unknown, opts?: { bearer?: string; publicToken?: string | null; raw?: string }): Promise<Answer>;
  /**
   * Like call(), but in process (the same Hono app on the same context, no socket): requests reach
   * the routes in the order they are made, which races need.
   */
  request(method: string, path: string, body?: unknown, opts?: { bearer?: string; headers?: Record<string, string> }): Promise<Answer>;
  /** A form post, as the outbox page's buttons send it (the answer is a redirect, not followed). */
  postForm(path: string, fields: Record<string, string>): Promise<Response>;
  /** Moves the emulator's clock forward. */
  advance(minutes: number): void;
  /** Messages sent to `to`, newest first. */
  outbox(to: string): Promise<Array<{ to: string; channel: string; subject: string; body: string; links: string[]; code: string | null }>>;
  close(): Promise<void>;
}

export async function startHarness(opts: Omit<StartOptions, 'now'> = {}): Promise<Harness> {
  let offsetMs = 0;
  let app: ReturnType<typeof createApp> | null = null;
  const emulator = await startEmulator({ port: 0, inMemory: true, quiet: true, ...opts, now: () => new Date(Date.now() + offsetMs) });
  return {
    emulator,
    async call(method, path, body, o = {}) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const token = o.publicToken === undefined ? emulator.ctx.config.public_token : o.publicToken;
      if (token !== null) headers['X-Portico-Public-Token'] = token;
      if (o.bearer) headers.Authorization = `Bearer ${o.bearer}`;
      const payload = o.raw ?? (body === undefined ? undefined : JSON.stringify(body));
      const response = await fetch(`${emulator.url}${path}`, { method, headers, body: payload });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, any>) : {}, headers: response.headers };
    },
    async request(method, path, body, o = {}) {
      app ??= createApp(emulator.ctx);
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Portico-Public-Token': emulator.ctx.config.public_token, ...o.headers };
      if (o.bearer) headers.Authorization = `Bearer ${o.bearer}`;
      const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, any>) : {}, headers: response.headers };
    },
    postForm(path, fields) {
      return fetch(`${emulator.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    },
    advance(minutes) {
      offsetMs += minutes * 60_000;
    },
    async outbox(to) {
      const response = await fetch(`${emulator.url}/outbox.json?to=${encodeURIComponent(to)}`);
      return ((await response.json()) as { messages: Awaited<ReturnType<Harness['outbox']>> }).messages;
    },
    close: () => emulator.close(),
  };
}

/** The `token` query parameter of the newest link sent to `to` (link `index` of that message). */
export async function tokenFromLink(h: Harness, to: string, index = 0): Promise<{ token: string; url: URL }> {
  const [newest] = await h.outbox(to);
  const link = newest?.links[index];
  if (!link) throw new Error(`no link sent to ${to}`);
  const url = new URL(link);
  return { token: url.searchParams.get('token') ?? '', url };
}

/** Signs a new user in by magic link and returns the AuthResponse body. */
export async function signIn(h: Harness, email: string, sessionMinutes?: number): Promise<Record<string, any>> {
  await h.call('POST', '/v1/magic_links/email/login_or_create', { email });
  const { token } = await tokenFromLink(h, email);
  const answer = await h.call('POST', '/v1/magic_links/authenticate', { token, session_duration_minutes: sessionMinutes });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
