/**
 * Whether a message can reach its recipient: email addresses that bounce (config
 * `inactive_emails`, or marked from the outbox page) and phone numbers that replied STOP.
 */
import type { EmulatorContext } from '../context';
import { ApiError } from '../core/errors';
import { normalizeEmail } from '../core/schemas';

type Ctx = Pick<EmulatorContext, 'db' | 'config' | 'now'>;
export type TextChannel = 'sms' | 'whatsapp';

/** Carrier keywords (CTIA): these unsubscribe a number from a sender, and these subscribe it again. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP']);

const configInactive = (ctx: Ctx) => new Set(ctx.config.inactive_emails.map(normalizeEmail));

export function isInactiveEmail(ctx: Ctx, email: string): boolean {
  const address = normalizeEmail(email);
  return configInactive(ctx).has(address) || !!ctx.db.prepare('SELECT 1 FROM inactive_emails WHERE email = ?').get(address);
}

/** Throws 400 inactive_email (SPEC §8) for an address the emulator would not mail. */
export function assertEmailActive(ctx: Ctx, email: string): void {
  if (isInactiveEmail(ctx, email)) throw new ApiError(400, 'inactive_email');
}

/** Marks an address inactive or active again; an address inactive in the config stays so. */
export function setEmailInactive(ctx: Ctx, email: string, inactive: boolean): void {
  const address = normalizeEmail(email);
  if (!inactive && configInactive(ctx).has(address)) {
    throw new ApiError(400, 'invalid_request', `${address} is inactive in the project config (inactive_emails): edit the config to change it.`);
  }
  if (inactive) ctx.db.prepare('INSERT OR IGNORE INTO inactive_emails (email, marked_at) VALUES (?, ?)').run(address, ctx.now().getTime());
  else ctx.db.prepare('DELETE FROM inactive_emails WHERE email = ?').run(address);
}

export function inactiveEmails(ctx: Ctx): Array<{ email: string; source: 'config' | 'marked' }> {
  const marked = ctx.db.prepare<[], { email: string }>('SELECT email FROM inactive_emails ORDER BY marked_at DESC').all();
  const fromConfig = [...configInactive(ctx)].map((email) => ({ email, source: 'config' as const }));
  return [...fromConfig, ...marked.filter((row) => !configInactive(ctx).has(row.email)).map((row) => ({ email: row.email, source: 'marked' as const }))];
}

export function isUnsubscribed(ctx: Ctx, phoneNumber: string, channel: TextChannel): boolean {
  return !!ctx.db.prepare('SELECT 1 FROM unsubscribed_phones WHERE phone_number = ? AND channel = ?').get(phoneNumber, channel);
}

/** Throws 400 unsubscribed_phone_number (SPEC §8) for a number that replied STOP on this channel. */
export function assertSubscribed(ctx: Ctx, phoneNumber: string, channel: TextChannel): void {
  if (isUnsubscribed(ctx, phoneNumber, channel)) throw new ApiError(400, 'unsubscribed_phone_number');
}

/**
 * A text message the number sent back: STOP (and its synonyms) unsubscribes it from this channel,
 * START subscribes it again, anything else changes nothing. Answers whether it is subscribed now.
 */
export function receiveReply(ctx: Ctx, phoneNumber: string, channel: TextChannel, body: string): boolean {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) {
    ctx.db.prepare('INSERT OR REPLACE INTO unsubscribed_phones (phone_number, channel, replied_at) VALUES (?, ?, ?)')
      .run(phoneNumber, channel, ctx.now().getTime());
  } else if (START_WORDS.has(word)) {
    ctx.db.prepare('DELETE FROM unsubscribed_phones WHERE phone_number = ? AND channel = ?').run(phoneNumber, channel);
  }
  return !isUnsubscribed(ctx, phoneNumber, channel);
}

export function unsubscribedPhones(ctx: Ctx): Array<{ phone_number: string; channel: TextChannel }> {
  return ctx.db.prepare<[], { phone_number: string; channel: TextChannel }>(
    'SELECT phone_number, channel FROM unsubscribed_phones ORDER BY replied_at DESC').all();
}
