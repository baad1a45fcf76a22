/** POST /v1/events: the widget's analytics events (SPEC §3 logged events), kept in the event_log table. */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { ok, parseBody } from '../http';

const body = z.object({
  events: z.array(z.object({
    name: z.string().min(1).max(100),
    details: z.object({ email: z.string().max(254).optional(), type: z.string().max(100).optional() }).optional(),
  })).min(1).max(100),
});

export const register: RouteModule = (app, ctx) => {
  const insert = ctx.db.prepare('INSERT INTO event_log (name, details, request_id, logged_at) VALUES (?, ?, ?, ?)');
  const insertAll = ctx.db.transaction((rows: z.output<typeof body>['events'], requestId: string) => {
    for (const e of rows) insert.run(e.name, JSON.stringify(e.details ?? {}), requestId, ctx.now().getTime());
  });

  app.post('/v1/events', async (c) => {
    const { events } = await parseBody(c, body);
    insertAll(events, c.get('requestId'));
    return ok(c);
  });
};
