/** The outbox (docs/protocol.md "Outbox"): GET /outbox (a page), GET and DELETE /outbox.json. */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { RouteModule } from '../context';
import { parseQuery } from '../core/http';
import { faultsOf } from '../faults/injector';
import { inactiveEmails, isInactiveEmail, isUnsubscribed, unsubscribedPhones } from '../recipients/store';
import { outboxPage } from './page';

const DEFAULT_PAGE = 50;
const MAX_PAGE = 200;
/** The page shows the newest messages only. */
const PAGE_SHOWS = 100;
const pageQuery = z.object({
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).optional(),
  before: z.coerce.number().int().min(1).optional(),
});

export const register: RouteModule = (app, ctx) => {
  app.get('/outbox', (c) => {
    const nonce = randomBytes(16).toString('base64');
    // Message content is escaped, and the CSP stops anything that slipped through from running.
    c.header('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self'; form-action 'self'`);
    c.header('Cache-Control', 'no-store');
    const faults = faultsOf(ctx);
    return c.html(outboxPage(ctx.outbox.list(undefined, { limit: PAGE_SHOWS }), ctx.config.project_name, nonce, {
      faults: { enabled: ctx.config.fault_injection, latencyMs: faults.latencyMs(), faults: faults.faults(), version: faults.version() },
      recipients: { inactiveEmails: inactiveEmails(ctx), unsubscribed: unsubscribedPhones(ctx) },
      isInactive: (email) => isInactiveEmail(ctx, email),
      isSubscribed: (phone, channel) => !isUnsubscribed(ctx, phone, channel),
    }));
  });

  // Bounded and paged. `next_before` continues the list; null at its end.
  app.get('/outbox.json', (c) => {
    const query = parseQuery(c, pageQuery);
    c.header('Cache-Control', 'no-store');
    const limit = query.limit ?? DEFAULT_PAGE;
    const page = ctx.outbox.list(query.to, { limit: limit + 1, before: query.before });
    const messages = page.slice(0, limit);
    return c.json({ messages, next_before: page.length > limit ? messages[messages.length - 1]!.id : null });
  });

  app.delete('/outbox.json', (c) => {
    ctx.outbox.clear();
    return c.json({ messages: [] });
  });
};
