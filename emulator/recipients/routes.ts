/**
 * How the emulator's outbox stands in for real delivery. An address can be marked as
 * bouncing (inactive_email) and a phone number can reply STOP / START, from the outbox page's
 * buttons or over HTTP:
 *   GET  /emulator/recipients         { inactive_emails: [{ email, source }], unsubscribed_phone_numbers: [{ phone_number, channel }] }
 *   POST /emulator/inactive_emails    { email, inactive? (true) }
 *   POST /emulator/text_replies       { from (E.164), channel? ("sms"), body ("STOP", "START", …) }
 */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { controlAnswer, formBoolean, readControl } from '../core/controls';
import { ok } from '../core/http';
import * as field from '../core/schemas';
import { inactiveEmails, receiveReply, setEmailInactive, unsubscribedPhones } from './store';

const inactiveBody = z.object({ email: field.email, inactive: formBoolean.optional() });
const replyBody = z.object({
  from: field.phoneNumber,
  channel: z.enum(['sms', 'whatsapp']).optional(),
  body: z.string().min(1).max(160),
});

export const register: RouteModule = (app, ctx) => {
  app.get('/emulator/recipients', (c) =>
    ok(c, { inactive_emails: inactiveEmails(ctx), unsubscribed_phone_numbers: unsubscribedPhones(ctx) }),
  );

  app.post('/emulator/inactive_emails', async (c) => {
    const body = await readControl(c, inactiveBody);
    const inactive = body.inactive ?? true;
    setEmailInactive(ctx, body.email, inactive);
    return controlAnswer(c, { email: body.email, inactive });
  });

  app.post('/emulator/text_replies', async (c) => {
    const body = await readControl(c, replyBody);
    const channel = body.channel ?? 'sms';
    const subscribed = receiveReply(ctx, body.from, channel, body.body);
    return controlAnswer(c, { phone_number: body.from, channel, subscribed });
  });
};
