/** POST /v1/events: the widget's analytics events (SPEC §3 logged events). */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { ok, parseBody } from '../core/http';
import { logEvents } from './store';

const body = z.object({
  events: z.array(z.object({
    name: z.string().min(1).max(100),
    details: z.object({ email: z.string().max(254).optional(), type: z.string().max(100).optional() }).optional(),
  })).min(1).max(100),
});

export const register: RouteModule = (app, ctx) => {
  app.post('/v1/events', async (c) => {
    const { events } = await parseBody(c, body);
    logEvents(ctx, events, c.get('requestId'));
    return ok(c);
  });
};
