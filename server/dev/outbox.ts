/**
 * The dev outbox: the emails and text messages a development server "sends", kept in a table of
 * its SQLite database, so a person (GET /outbox) or a test (GET /outbox.json?to=) reads them.
 * The same message shape as the emulator's outbox, so one test helper reads both.
 */
import type Database from 'better-sqlite3';

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms' | 'whatsapp';
  subject: string;
  body: string;
  links: string[];
  code: string | null;
}

export interface Outbox {
  send(message: OutboxMessage): void;
  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(to?: string): Array<OutboxMessage & { id: number; sent_at: string }>;
}

interface Row {
  id: number;
  recipient: string;
  channel: OutboxMessage['channel'];
  subject: string;
  body: string;
  links: string;
  code: string | null;
  sent_at: string;
}

export function createOutbox(db: Database.Database): Outbox {
  db.exec(`CREATE TABLE IF NOT EXISTS portico_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL, channel TEXT NOT NULL,
    subject TEXT NOT NULL, body TEXT NOT NULL, links TEXT NOT NULL, code TEXT, sent_at TEXT NOT NULL)`);
  const insert = db.prepare(
    'INSERT INTO portico_outbox (recipient, channel, subject, body, links, code, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const all = db.prepare<[], Row>('SELECT * FROM portico_outbox ORDER BY id DESC LIMIT 200');
  const byRecipient = db.prepare<[string], Row>('SELECT * FROM portico_outbox WHERE lower(recipient) = lower(?) ORDER BY id DESC LIMIT 200');
  return {
    send: (m) => void insert.run(m.to, m.channel, m.subject, m.body, JSON.stringify(m.links), m.code, new Date().toISOString()),
    list: (to) =>
      (to ? byRecipient.all(to) : all.all()).map((row) => ({
        id: row.id,
        to: row.recipient,
        channel: row.channel,
        subject: row.subject,
        body: row.body,
        links: JSON.parse(row.links) as string[],
        code: row.code,
        sent_at: row.sent_at,
      })),
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The outbox as a page: one article per message, its links as links and its code in large type. */
export function outboxPage(messages: ReturnType<Outbox['list']>): string {
  const items = messages
    .map(
      (m) => `<article aria-labelledby="m${m.id}">
  <h2 id="m${m.id}">${escape(m.subject)}</h2>
  <p>${escape(m.channel)} to <strong>${escape(m.to)}</strong> at <time>${escape(m.sent_at)}</time></p>
  <p>${escape(m.body)}</p>
  ${m.code ? `<p>Code: <code>${escape(m.code)}</code></p>` : ''}
  ${m.links.map((href) => `<p><a href="${escape(href)}">${escape(href)}</a></p>`).join('\n  ')}
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (Better Auth dev server)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Outbox</h1><p>Emails and text messages the Better Auth dev server sent, newest first.</p>
${items || '<p>Nothing sent yet.</p>'}</main></body></html>`;
}
