/** The widget's analytics events (SPEC §3 logged events), kept in the event_log table. */
import type { EmulatorContext } from '../context';

export interface LoggedEvent {
  name: string;
  details?: { email?: string | undefined; type?: string | undefined } | undefined;
}

/** Stores a batch in one transaction: all of it or none. */
export function logEvents(ctx: Pick<EmulatorContext, 'db' | 'now'>, events: LoggedEvent[], requestId: string): void {
  const insert = ctx.db.prepare('INSERT INTO event_log (name, details, request_id, logged_at) VALUES (?, ?, ?, ?)');
  const loggedAt = ctx.now().getTime();
  ctx.db.transaction(() => {
    for (const e of events) insert.run(e.name, JSON.stringify(e.details ?? {}), requestId, loggedAt);
  })();
}
