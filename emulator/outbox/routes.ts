/** The outbox (docs/protocol.md "Outbox"): GET /outbox (a page), GET and DELETE /outbox.json. */
import { randomBytes } from 'node:crypto';
import type { RouteModule } from '../context';
import { faultsOf } from '../faults/injector';
import { inactiveEmails, isInactiveEmail, isUnsubscribed, unsubscribedPhones } from '../recipients/store';
import { outboxPage } from './page';

export const register: RouteModule = (app, ctx) => {
  app.get('/outbox', (c) => {
    const nonce = randomBytes(16).toString('base64');
    // Message content is escaped, and the CSP stops anything that slipped through from running.
    c.header('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self'; form-action 'self'`);
    c.header('Cache-Control', 'no-store');
    const faults = faultsOf(ctx);
    return c.html(outboxPage(ctx.outbox.list(), ctx.config.project_name, nonce, {
      faults: { enabled: ctx.config.fault_injection, latencyMs: faults.latencyMs(), faults: faults.faults(), version: faults.version() },
      recipients: { inactiveEmails: inactiveEmails(ctx), unsubscribed: unsubscribedPhones(ctx) },
      isInactive: (email) => isInactiveEmail(ctx, email),
      isSubscribed: (phone, channel) => !isUnsubscribed(ctx, phone, channel),
    }));
  });

  app.get('/outbox.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: ctx.outbox.list(c.req.query('to')) });
  });

  app.delete('/outbox.json', (c) => {
    ctx.outbox.clear();
    return c.json({ messages: [] });
  });
};
