/**
 * What the cluster's cases share: a person's calls through HAProxy (each person a distinct client
 * address, forwarded as a CDN in front would), their sign-up by email passcode with the patience a
 * person has (a 429 or 503 waits as told, a cut connection is retried), and the checks read from
 * PostgreSQL and the SMTP server.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type pg from 'pg';
import { expect } from 'vitest';
import { waitFor, type startSmtpSink } from './infra';

export interface Stats {
  statuses: number[];
  cut: number;
  /** 503s without Retry-After or a JSON error_type: the outage answer a client can act on. */
  unclear503: string[];
  /** The error_types of the 503s (an instance's, or HAProxy's with none up). */
  unavailable: Map<string, number>;
}
export const newStats = (): Stats => ({ statuses: [], cut: 0, unclear503: [], unavailable: new Map() });

export interface Answer {
  status: number;
  retryAfter: number;
  json: { code?: string; error_type?: string; user?: { email?: string } } | null;
  cookie: string | null;
}

export const ipOf = (n: number, net = 1) => `10.${net}.${Math.floor(n / 250)}.${(n % 250) + 1}`;

export async function call(base: string, route: string, body: unknown, ip: string, stats?: Stats, cookie?: string, challenge?: string): Promise<Answer> {
  try {
    const response = await fetch(`${base}/api/auth${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      // A browser's Origin: Better Auth checks it on sign-ins and on every call that carries a cookie.
      headers: { 'content-type': 'application/json', origin: 'https://auth.scale.test', 'x-forwarded-for': ip, ...(cookie && { cookie }), ...(challenge && { 'x-captcha-response': challenge }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000),
    });
    stats?.statuses.push(response.status);
    const json = (await response.json().catch(() => null)) as Answer['json'];
    const retryAfter = Number(response.headers.get('retry-after') ?? response.headers.get('x-retry-after') ?? 1) || 1;
    if (response.status === 503) {
      if (!response.headers.get('retry-after') || !json?.error_type) stats?.unclear503.push(`${route}: ${JSON.stringify(json)}`);
      stats?.unavailable.set(String(json?.error_type), (stats.unavailable.get(String(json?.error_type)) ?? 0) + 1);
    }
    const session = response.headers.getSetCookie().find((c) => /better-auth\.session_token=/.test(c));
    return { status: response.status, retryAfter, json, cookie: session ? session.split(';')[0]! : null };
  } catch {
    if (stats) stats.cut++;
    return { status: 0, retryAfter: 1, json: null, cookie: null };
  }
}

/** What the widget's worker does (docs/bots.md): a challenge from one instance at a level, solved, as ALTCHA's payload. */
export async function solved(instance: { url: string }, ip: string, level: number): Promise<string> {
  const answer = await fetch(`${instance.url}/api/auth/portico/challenge?level=${level}`, { headers: { origin: 'https://auth.scale.test', 'x-forwarded-for': ip } });
  if (!answer.ok) throw new Error(`GET /portico/challenge answered ${answer.status}: ${await answer.text()}`);
  const { challenge } = (await answer.json()) as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge had no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A person told to slow down or come back waits as told (Retry-After, X-Retry-After: seconds). */
export const patience = (answer: { retryAfter: number }) => new Promise((resolve) => setTimeout(resolve, Math.min(answer.retryAfter, 60) * 1000));

/** Answers a person waits on and asks again: rate limited, cut by a kill, or the service unavailable. */
const AGAIN = new Set([0, 429, 502, 503]);

export function clusterKit(lb: { url: string }, db: pg.Pool, smtp: Awaited<ReturnType<typeof startSmtpSink>>) {
  async function newestKey(recipient: string) {
    const { rows } = await db.query<{ key: string }>('SELECT key FROM portico_delivery WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1', [recipient]);
    return rows[0]?.key ?? null;
  }

  /**
   * One person signing up by email passcode through HAProxy, patient as a person is (at most 20
   * rounds). Returns whether the sign-up was acknowledged (a 200 with the user); its session cookie
   * goes into `sessions`.
   */
  async function signUpByEmail(email: string, ip: string, stats: Stats, acknowledged: Set<string>, sendsAcked: Set<string>, sessions?: Map<string, string>) {
    for (let round = 0; round < 20; round++) {
      const sent = await call(lb.url, '/email-otp/send-verification-otp', { email, type: 'sign-in' }, ip, stats);
      if (sent.status !== 200) {
        if (AGAIN.has(sent.status)) await patience(sent);
        continue;
      }
      sendsAcked.add(email);
      // The mail this send produced, by its Message-ID (the outbox row's key), not the newest mail:
      // a send cut by the kill may still be delivered later, after this one.
      // Bounds a hang only: a send acknowledged just before an outage is delivered after the
      // recovery, which on a loaded machine came later than 120 s once (PostgreSQL's restart case).
      const code = await waitFor(`a passcode mail to ${email}`, async () => {
        const key = await newestKey(email);
        return key && smtp.mails.find((m) => m.messageId === `<${key}@portico.invalid>`)?.code;
      }, 240_000);
      for (let attempt = 0; attempt < 10; attempt++) {
        const signIn = await call(lb.url, '/sign-in/email-otp', { email, otp: code }, ip, stats);
        if (signIn.status === 200) {
          acknowledged.add(email);
          if (signIn.cookie) sessions?.set(email, signIn.cookie);
          return true;
        }
        if (!AGAIN.has(signIn.status)) break;
        await patience(signIn);
      }
    }
    return false;
  }

  /** The outbox has drained: every row sent or failed (failures are then reported by the checks). */
  async function outboxDrained() {
    await waitFor('the outbox to drain', async () => {
      const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM portico_delivery WHERE status = 'pending'");
      return rows[0]!.n === '0';
    }, 120_000);
    const { rows } = await db.query<{ key: string; last_error: string }>("SELECT key, last_error FROM portico_delivery WHERE status = 'failed'");
    expect(rows).toEqual([]);
  }

  /** The keys a worker had claimed and not marked: the only messages its death may send twice. */
  async function claimedBy(worker: string) {
    const { rows } = await db.query<{ key: string }>("SELECT key FROM portico_delivery WHERE status = 'pending' AND claimed_by = $1", [worker]);
    return new Set(rows.map((r) => r.key));
  }

  async function usersIn(emails: Iterable<string>) {
    const { rows } = await db.query<{ email: string }>('SELECT email FROM "user" WHERE email = ANY($1)', [[...emails]]);
    return new Set(rows.map((r) => r.email));
  }

  /**
   * A code that went out as two messages (two idempotency keys): never allowed. The same message
   * (same Message-ID, the key) received again is counted apart (`repeats`): a worker killed after
   * the SMTP server took a message and before it marked the row sent leaves it to be sent again.
   */
  function sentTwice() {
    const ids = new Map<string, Set<string>>();
    for (const m of smtp.mails) ids.set(`${m.to} ${m.code}`, (ids.get(`${m.to} ${m.code}`) ?? new Set()).add(m.messageId));
    return [...ids].filter(([, set]) => set.size > 1).map(([k]) => k);
  }

  /** How often each message key was received, from the `from`-th mail on. */
  function receipts(from = 0) {
    const counts = new Map<string, number>();
    for (const m of smtp.mails.slice(from)) {
      const key = /^<([0-9a-f]{40})@portico\.invalid>$/.exec(m.messageId)?.[1] ?? m.messageId;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  /**
   * The exact bound: only a key the killed worker held may be received twice, and no key more than
   * twice. Counted over every mail, so a repeat across the kill is seen.
   */
  function repeatsBeyond(allowed: Set<string>) {
    return [...receipts()].filter(([key, n]) => n > 2 || (n === 2 && !allowed.has(key))).map(([key, n]) => `${key} ×${n}`);
  }
  const repeats = () => [...receipts()].filter(([, n]) => n > 1).length;

  return { newestKey, signUpByEmail, outboxDrained, claimedBy, usersIn, sentTwice, repeatsBeyond, repeats };
}
