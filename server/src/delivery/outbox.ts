/**
 * The delivery outbox: a message is written to the database (one row per idempotency key) before
 * the request that created it is answered, and a worker sends it later, with retries and
 * exponential backoff. Workers of several instances claim rows atomically (a lease), so a crash
 * between "code created" and "code sent" loses nothing, and a key is never enqueued twice.
 */
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';

export type Channel = 'email' | 'sms' | 'whatsapp';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string;
  body: string;
  /** The code or link the message carries: part of the idempotency key, kept for the dev sink. */
  secret: string;
}

export interface QueuedMessage extends OutgoingMessage {
  key: string;
  attempts: number;
}

export const OUTBOX_TABLE = 'portico_delivery';

/** Idempotent: `IF NOT EXISTS` everywhere, so `portico-server migrate` can run any number of times. */
export async function migrateOutbox(db: Kysely<any>, kind: 'sqlite' | 'postgres') {
  const big = kind === 'postgres' ? 'bigint' : 'integer';
  await sql
    .raw(
      `CREATE TABLE IF NOT EXISTS ${OUTBOX_TABLE} (
        key text PRIMARY KEY, channel text NOT NULL, recipient text NOT NULL, subject text NOT NULL,
        body text NOT NULL, secret text NOT NULL, status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0, next_at ${big} NOT NULL, claimed_until ${big} NOT NULL DEFAULT 0,
        last_error text, created_at ${big} NOT NULL, sent_at ${big})`,
    )
    .execute(db);
  await sql.raw(`CREATE INDEX IF NOT EXISTS ${OUTBOX_TABLE}_due ON ${OUTBOX_TABLE} (status, next_at)`).execute(db);
  // Which worker holds a claim (host/pid): an operator sees whose rows a dead instance left behind.
  // Looked up first: an ALTER locks the table even when the column exists (instances start while others claim).
  const columns =
    kind === 'postgres'
      ? sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${OUTBOX_TABLE}`
      : sql<{ name: string }>`SELECT name FROM pragma_table_info(${OUTBOX_TABLE})`;
  const { rows } = await columns.execute(db);
  if (!rows.some((r) => r.name === 'claimed_by')) await sql.raw(`ALTER TABLE ${OUTBOX_TABLE} ADD COLUMN ${kind === 'postgres' ? 'IF NOT EXISTS ' : ''}claimed_by text`).execute(db);
}

/** This process as a claimer: its host and pid. */
export const workerId = () => `${hostname()}/${process.pid}`;

/** Same channel, recipient and code or link → same key: a retried callback enqueues nothing new. */
export const idempotencyKey = (m: OutgoingMessage) => createHash('sha256').update(`${m.channel}\n${m.to.toLowerCase()}\n${m.secret}`).digest('hex').slice(0, 40);

interface Row {
  key: string;
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  secret: string;
  attempts: number | string;
}

export function createOutboxStore(db: Kysely<any>, kind: 'sqlite' | 'postgres', now: () => number = Date.now, claimer = workerId()) {
  const lockClause = kind === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  return {
    async enqueue(message: OutgoingMessage): Promise<string> {
      const key = idempotencyKey(message);
      const t = now();
      await sql`INSERT INTO ${sql.table(OUTBOX_TABLE)} (key, channel, recipient, subject, body, secret, next_at, created_at)
        VALUES (${key}, ${message.channel}, ${message.to}, ${message.subject}, ${message.body}, ${message.secret}, ${t}, ${t})
        ON CONFLICT (key) DO NOTHING`.execute(db);
      return key;
    },
    /**
     * Takes up to `limit` due rows for `leaseMs`. The outer WHERE repeats the conditions, so a row
     * another worker claimed meanwhile is not taken twice (PostgreSQL re-checks them on the locked row).
     */
    async claim(limit: number, leaseMs: number): Promise<QueuedMessage[]> {
      const t = now();
      const { rows } = await sql<Row>`UPDATE ${sql.table(OUTBOX_TABLE)} SET claimed_until = ${t + leaseMs}, attempts = attempts + 1, claimed_by = ${claimer}
        WHERE key IN (SELECT key FROM ${sql.table(OUTBOX_TABLE)} WHERE status = 'pending' AND next_at <= ${t} AND claimed_until <= ${t}
          ORDER BY next_at LIMIT ${limit} ${lockClause})
        AND status = 'pending' AND claimed_until <= ${t}
        RETURNING key, channel, recipient, subject, body, secret, attempts`.execute(db);
      return rows.map((r) => ({ key: r.key, channel: r.channel, to: r.recipient, subject: r.subject, body: r.body, secret: r.secret, attempts: Number(r.attempts) }));
    },
    /**
     * Keeps a claim alive while its send is in progress, so no other worker takes the row from a
     * slow but living sender. False when the claim is no longer ours (`attempts` is the fence).
     */
    async renew(key: string, attempts: number, leaseMs: number): Promise<boolean> {
      const result = await sql`UPDATE ${sql.table(OUTBOX_TABLE)} SET claimed_until = ${now() + leaseMs}
        WHERE key = ${key} AND attempts = ${attempts} AND status = 'pending'`.execute(db);
      return Number(result.numAffectedRows ?? 0) > 0;
    },
    /** Marked at once after the provider's acceptance: the only window left for a resend is between the two. */
    async sent(key: string) {
      await sql`UPDATE ${sql.table(OUTBOX_TABLE)} SET status = 'sent', sent_at = ${now()}, last_error = NULL WHERE key = ${key}`.execute(db);
    },
    /** Fenced by `attempts`: a worker whose claim was taken over cannot reschedule or fail the row. */
    async retryLater(key: string, attempts: number, delayMs: number, error: string) {
      await sql`UPDATE ${sql.table(OUTBOX_TABLE)} SET next_at = ${now() + delayMs}, claimed_until = 0, last_error = ${error.slice(0, 500)}
        WHERE key = ${key} AND attempts = ${attempts} AND status = 'pending'`.execute(db);
    },
    async failed(key: string, attempts: number, error: string) {
      await sql`UPDATE ${sql.table(OUTBOX_TABLE)} SET status = 'failed', last_error = ${error.slice(0, 500)}
        WHERE key = ${key} AND attempts = ${attempts} AND status = 'pending'`.execute(db);
    },
    /** Rows not yet sent or failed (the scale test waits for none before it counts). */
    async pending(): Promise<number> {
      const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(OUTBOX_TABLE)} WHERE status = 'pending'`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    /** The dev sink's page: newest first. */
    async list(to?: string) {
      const q = to
        ? sql<Row & { status: string; created_at: number | string }>`SELECT * FROM ${sql.table(OUTBOX_TABLE)} WHERE lower(recipient) = lower(${to}) ORDER BY created_at DESC LIMIT 200`
        : sql<Row & { status: string; created_at: number | string }>`SELECT * FROM ${sql.table(OUTBOX_TABLE)} ORDER BY created_at DESC LIMIT 200`;
      const { rows } = await q.execute(db);
      return rows.map((r) => ({ to: r.recipient, channel: r.channel, subject: r.subject, body: r.body, code: /^\d{4,10}$/.test(r.secret) ? r.secret : null, links: /^https?:/.test(r.secret) ? [r.secret] : [], status: r.status, sent_at: new Date(Number(r.created_at)).toISOString() }));
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
