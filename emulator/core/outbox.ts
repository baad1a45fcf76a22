/** The outbox: every email and text message the emulator "sends", for a person (or a test) to read. */
import type Database from 'better-sqlite3';
import type { EmulatorContext, OutboxMessage } from '../context';

interface Row {
  id: number;
  recipient: string;
  channel: OutboxMessage['channel'];
  subject: string;
  body: string;
  links: string;
  code: string | null;
  sent_at: number;
}

export function createOutbox(db: Database.Database, now: () => Date): EmulatorContext['outbox'] {
  const insert = db.prepare('INSERT INTO outbox (recipient, channel, subject, body, links, code, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  // A page at a time, newest first, below the `before` id (the end of the previous page).
  const all = db.prepare<[number, number], Row>('SELECT * FROM outbox WHERE id < ? ORDER BY id DESC LIMIT ?');
  const to = db.prepare<[string, number, number], Row>('SELECT * FROM outbox WHERE lower(recipient) = lower(?) AND id < ? ORDER BY id DESC LIMIT ?');
  const toMessage = (r: Row) => ({
    id: r.id,
    to: r.recipient,
    channel: r.channel,
    subject: r.subject,
    body: r.body,
    links: JSON.parse(r.links) as string[],
    code: r.code,
    sent_at: new Date(r.sent_at).toISOString(),
  });
  return {
    send: (m) => void insert.run(m.to, m.channel, m.subject, m.body, JSON.stringify(m.links), m.code, now().getTime()),
    list: (recipient, { limit = -1, before = Number.MAX_SAFE_INTEGER } = {}) =>
      (recipient ? to.all(recipient.trim(), before, limit) : all.all(before, limit)).map(toMessage),
    clear: () => void db.prepare('DELETE FROM outbox').run(),
  };
}
