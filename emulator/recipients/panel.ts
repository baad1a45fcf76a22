/** The outbox page's delivery controls: bouncing addresses, and STOP / START replies. */
import { escapeHtml } from '../core/html';

/** A button that marks an address inactive (its mail bounces) or active again. */
export function inactiveButton(email: string, inactive: boolean): string {
  return `<form method="post" action="/emulator/inactive_emails" class="inline">
<input type="hidden" name="email" value="${escapeHtml(email)}"><input type="hidden" name="inactive" value="${inactive ? 'false' : 'true'}">
<button type="submit">${inactive ? `Mark ${escapeHtml(email)} active again` : `Mark ${escapeHtml(email)} inactive`}</button></form>`;
}

/** A button that makes the number reply STOP (or START, once it has unsubscribed) on its channel. */
export function replyButton(phoneNumber: string, channel: string, subscribed: boolean): string {
  const word = subscribed ? 'STOP' : 'START';
  return `<form method="post" action="/emulator/text_replies" class="inline">
<input type="hidden" name="from" value="${escapeHtml(phoneNumber)}"><input type="hidden" name="channel" value="${escapeHtml(channel)}"><input type="hidden" name="body" value="${word}">
<button type="submit">Reply ${word} from ${escapeHtml(phoneNumber)}</button></form>`;
}

export interface RecipientsState {
  inactiveEmails: Array<{ email: string; source: 'config' | 'marked' }>;
  unsubscribed: Array<{ phone_number: string; channel: string }>;
}

export function recipientsPanel(state: RecipientsState): string {
  const emails = state.inactiveEmails.length
    ? `<ul>${state.inactiveEmails.map((e) => `<li>${escapeHtml(e.email)} ${e.source === 'config' ? '(project config)' : inactiveButton(e.email, true)}</li>`).join('')}</ul>`
    : '<p>None.</p>';
  const phones = state.unsubscribed.length
    ? `<ul>${state.unsubscribed.map((p) => `<li>${escapeHtml(p.phone_number)} (${escapeHtml(p.channel)}) ${replyButton(p.phone_number, p.channel, false)}</li>`).join('')}</ul>`
    : '<p>None.</p>';
  return `<section class="panel" aria-labelledby="recipients-heading"><h2 id="recipients-heading">Delivery</h2>
<h3>Inactive email addresses (their mail bounces: <code>inactive_email</code>)</h3>${emails}
<h3>Numbers that replied STOP (<code>unsubscribed_phone_number</code> until they reply START)</h3>${phones}</section>`;
}
