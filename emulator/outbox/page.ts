/** The outbox as a page a person reads: every message escaped, links clickable, codes large. */
import type { OutboxMessage } from '../context';
import { escapeHtml } from '../core/html';
import { faultPanel, type FaultPanelState } from '../faults/panel';
import { inactiveButton, recipientsPanel, replyButton, type RecipientsState } from '../recipients/panel';

type Message = OutboxMessage & { id: number; sent_at: string };


function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function anchor(url: string): string {
  return isWebUrl(url) ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : escapeHtml(url);
}

/** The body with each of the message's links made clickable, everything else escaped. */
function bodyHtml(m: Message): string {
  let html = '';
  let rest = m.body;
  for (;;) {
    const hits = m.links.map((l) => ({ l, i: rest.indexOf(l) })).filter((h) => h.l && h.i >= 0).sort((a, b) => a.i - b.i);
    const first = hits[0];
    if (!first) break;
    html += escapeHtml(rest.slice(0, first.i)) + anchor(first.l);
    rest = rest.slice(first.i + first.l.length);
  }
  return html + escapeHtml(rest);
}

/** The outbox page's controls: fault injection, and how deliveries fare. */
export interface OutboxControls {
  faults: FaultPanelState;
  recipients: RecipientsState;
  isInactive(email: string): boolean;
  isSubscribed(phoneNumber: string, channel: 'sms' | 'whatsapp'): boolean;
}

/** What the recipient can do back: bounce (an email), or reply STOP / START (a text message). */
function recipientAction(m: Message, controls: OutboxControls): string {
  if (m.channel === 'email') return inactiveButton(m.to, controls.isInactive(m.to));
  return replyButton(m.to, m.channel, controls.isSubscribed(m.to, m.channel));
}

function card(m: Message, controls: OutboxControls): string {
  const code = m.code ? `<p class="code" aria-label="Code">${escapeHtml(m.code)}</p>` : '';
  const links = m.links.length ? `<ul class="links">${m.links.map((l) => `<li>${anchor(l)}</li>`).join('')}</ul>` : '';
  return `<article>
  <header><span class="channel">${escapeHtml(m.channel)}</span> to <strong>${escapeHtml(m.to)}</strong>
  <time datetime="${escapeHtml(m.sent_at)}">${escapeHtml(m.sent_at)}</time></header>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  ${code}<pre>${bodyHtml(m)}</pre>${links}
  <div class="actions">${recipientAction(m, controls)}</div>
</article>`;
}

export function outboxPage(messages: Message[], projectName: string, nonce: string, controls: OutboxControls): string {
  const newest = messages[0]?.id ?? 0;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · ${escapeHtml(projectName)} emulator</title>
<style nonce="${nonce}">
body{font-family:Arial,Helvetica,sans-serif;margin:0 auto;max-width:760px;padding:16px;color:#19303D;background:#f6f8f9}
article{background:#fff;border:1px solid #ADBCC5;border-radius:8px;padding:12px 16px;margin:12px 0}
header{color:#5C727D;font-size:14px;display:flex;gap:8px;flex-wrap:wrap}
time{margin-inline-start:auto}.channel{text-transform:uppercase;font-weight:bold}
h2{font-size:18px;margin:8px 0}.code{font-size:40px;letter-spacing:8px;font-family:monospace;margin:8px 0;font-weight:bold}
pre{white-space:pre-wrap;word-break:break-all;font-family:inherit}a{color:#0b57d0}
.empty{color:#5C727D}
.panel{background:#fff;border:1px solid #ADBCC5;border-radius:8px;padding:8px 16px;margin:12px 0}
.panel h2{margin-top:4px}.panel h3{font-size:15px;margin:8px 0 4px}
.active{border-inline-start:6px solid #8B1214;background:#fdf0f0;padding:4px 12px;margin:8px 0}
.row{display:flex;gap:8px;flex-wrap:wrap;align-items:end;margin:8px 0}.row label{display:flex;flex-direction:column;font-size:14px;gap:2px}
.inline{display:inline}.actions{margin-top:4px}.hint{font-size:13px;color:#5C727D;margin:0}
button{font:inherit;font-size:14px;padding:4px 10px;border:1px solid #19303D;border-radius:4px;background:#fff;color:#19303D;cursor:pointer}
</style></head>
<body><h1>Outbox</h1>
<p>Emails and text messages the ${escapeHtml(projectName)} emulator sent, newest first. This page refreshes when a new one arrives.
As JSON: <a href="/outbox.json">/outbox.json</a>.</p>
<div id="controls">${faultPanel(controls.faults)}
${recipientsPanel(controls.recipients)}</div>
<main>${messages.length ? messages.map((m) => card(m, controls)).join('\n') : '<p class="empty">Nothing sent yet.</p>'}</main>
<script nonce="${nonce}">
setInterval(async () => {
  try {
    const r = await fetch('/outbox.json?limit=1');
    const { messages } = await r.json();
    if ((messages[0]?.id ?? 0) !== ${newest}) return location.reload();
    ${controls.faults.enabled ? `const f = await (await fetch('/emulator/faults')).json();
    // A fault answered (or one was set elsewhere): show what is left.
    if (f.version !== ${controls.faults.version} && !document.querySelector('#controls :focus')) location.reload();` : ''}
  } catch {}
}, 2000);
</script></body></html>`;
}
