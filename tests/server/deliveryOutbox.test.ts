/** The delivery outbox on SQLite: one row per idempotency key, atomic claims, retries with backoff. */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxStore, migrateOutbox, type QueuedMessage } from '../../server/src/delivery/outbox';
import { PermanentDeliveryError, startDeliveryWorker } from '../../server/src/delivery/worker';

const dbs: Kysely<any>[] = [];
async function store() {
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  dbs.push(db);
  await migrateOutbox(db, 'sqlite');
  await migrateOutbox(db, 'sqlite'); // idempotent
  return createOutboxStore(db, 'sqlite');
}
afterEach(async () => Promise.all(dbs.splice(0).map((db) => db.destroy())));

const message = (n: number) => ({ channel: 'email' as const, to: `p${n}@example.com`, subject: 'Your passcode', body: `code ${n}`, secret: String(100000 + n) });

describe('delivery outbox', () => {
  it('keeps one row per idempotency key', async () => {
    const outbox = await store();
    const a = await outbox.enqueue(message(1));
    const b = await outbox.enqueue(message(1));
    expect(a).toBe(b);
    expect(await outbox.list()).toHaveLength(1);
  });

  it('never hands one row to two claimers', async () => {
    const outbox = await store();
    for (let i = 0; i < 30; i++) await outbox.enqueue(message(i));
    const claims = await Promise.all([outbox.claim(20, 30_000), outbox.claim(20, 30_000), outbox.claim(20, 30_000)]);
    const keys = claims.flat().map((m) => m.key);
    expect(keys).toHaveLength(30);
    expect(new Set(keys).size).toBe(30);
    expect(await outbox.claim(20, 30_000)).toHaveLength(0);
  });

  it('retries a failed send with backoff until it goes out, and gives up on a permanent failure', async () => {
    const outbox = await store();
    await outbox.enqueue(message(1));
    await outbox.enqueue({ ...message(2), to: 'refused@example.com' });
    const attempts: string[] = [];
    let down = 3;
    const worker = startDeliveryWorker(
      outbox,
      {
        email: async (m: QueuedMessage) => {
          attempts.push(m.to);
          if (m.to === 'refused@example.com') throw new PermanentDeliveryError('550 no such user');
          if (down-- > 0) throw new Error('ECONNREFUSED');
        },
        sms: undefined,
        whatsapp: undefined,
      },
      { maxAttempts: 10, baseDelayMs: 10, pollMs: 5 },
    );
    await expect.poll(async () => (await outbox.list()).map((m) => `${m.to}:${m.status}`).sort(), { timeout: 10_000 }).toEqual(['p1@example.com:sent', 'refused@example.com:failed']);
    await worker.stop();
    expect(attempts.filter((to) => to === 'p1@example.com')).toHaveLength(4);
    expect(attempts.filter((to) => to === 'refused@example.com')).toHaveLength(1);
  });

  it('renews the lease of a slow send, so no other worker sends the row meanwhile', async () => {
    const outbox = await store();
    await outbox.enqueue(message(1));
    let finish = () => {};
    const sends: string[] = [];
    const worker = startDeliveryWorker(
      outbox,
      {
        email: async (m) => {
          sends.push(m.key);
          await new Promise<void>((resolve) => (finish = resolve));
        },
        sms: undefined,
        whatsapp: undefined,
      },
      // Renewed every 333 ms: two thirds of a lease of slack for a busy event loop.
      { maxAttempts: 3, baseDelayMs: 10, pollMs: 5, leaseMs: 1000 },
    );
    await expect.poll(() => sends.length).toBe(1);
    // Four leases long, another worker keeps asking: the living sender keeps its claim.
    const stolen: QueuedMessage[] = [];
    const until = Date.now() + 4000;
    while (Date.now() < until) {
      stolen.push(...(await outbox.claim(20, 1000)));
      await new Promise((r) => setTimeout(r, 50)); // time is the subject: a claim may only be taken once its lease runs out
    }
    expect(stolen).toEqual([]);
    finish();
    await expect.poll(async () => (await outbox.list()).map((m) => m.status)).toEqual(['sent']);
    await worker.stop();
    expect(sends).toHaveLength(1);
  });

  it('lets a worker whose claim was taken over neither reschedule nor fail the row', async () => {
    let t = 1_000;
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    dbs.push(db);
    await migrateOutbox(db, 'sqlite');
    const outbox = createOutboxStore(db, 'sqlite', () => t);
    await outbox.enqueue(message(1));
    const [old] = await outbox.claim(1, 100);
    t += 200; // the old worker died (or stalled) past its lease
    const [taken] = await outbox.claim(1, 100);
    expect(taken!.attempts).toBe(old!.attempts + 1);
    await outbox.failed(old!.key, old!.attempts, 'late');
    await outbox.retryLater(old!.key, old!.attempts, 50_000, 'late');
    expect(await outbox.renew(old!.key, old!.attempts, 100)).toBe(false);
    expect((await outbox.list()).map((m) => m.status)).toEqual(['pending']);
    expect(await outbox.renew(taken!.key, taken!.attempts, 100)).toBe(true);
    await outbox.sent(taken!.key);
    expect(await outbox.pending()).toBe(0);
  });
});
