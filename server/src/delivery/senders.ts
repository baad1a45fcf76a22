/**
 * The channels' senders. Email: SMTP with nodemailer (the Message-ID carries the idempotency key,
 * so a receiving system can drop a resend). Text messages and WhatsApp: Twilio's Messages API
 * (form post, its I-Twilio-Idempotency-Token header) or a generic JSON webhook (Idempotency-Key
 * header, HMAC-SHA256 signature of the body).
 */
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import { PermanentDeliveryError, type Sender } from './worker';

export function smtpSender(smtpUrl: string, from: string): { send: Sender; close(): void } {
  const transport = nodemailer.createTransport(smtpUrl, {
    // Before DATA nothing is delivered yet, so a slow server is simply retried.
    connectionTimeout: 5000,
    greetingTimeout: 10_000,
    // A timeout after the final "." of DATA is the uncertain case (the server may have taken it;
    // the retry carries the same Message-ID): wait long for the answer. The worker renews the
    // row's lease meanwhile, so no other instance sends it.
    socketTimeout: 60_000,
  } as never);
  return {
    send: async (m) => {
      try {
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.body, messageId: `<${m.key}@portico.invalid>` });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx from the server: the address is refused; retrying will not help.
        if (code && code >= 550 && code < 560) throw new PermanentDeliveryError((error as Error).message);
        throw error;
      }
    },
    close: () => transport.close(),
  };
}

async function post(url: string, init: RequestInit) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (response.ok) return;
  const text = (await response.text().catch(() => '')).slice(0, 200);
  // 4xx (except 408/429) is the provider refusing this message; 5xx and timeouts are worth a retry.
  if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
    throw new PermanentDeliveryError(`provider answered ${response.status}: ${text}`);
  }
  throw new Error(`provider answered ${response.status}: ${text}`);
}

export function twilioSender(options: { accountSid: string; authToken: string; from: string; apiBase?: string }): Sender {
  const base = (options.apiBase ?? 'https://api.twilio.com').replace(/\/$/, '');
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  return (m) =>
    post(`${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded', 'i-twilio-idempotency-token': m.key },
      body: new URLSearchParams({
        To: m.channel === 'whatsapp' ? `whatsapp:${m.to}` : m.to,
        From: m.channel === 'whatsapp' ? `whatsapp:${options.from}` : options.from,
        Body: m.body,
      }),
    });
}

export function webhookSender(options: { url: string; secret?: string | undefined }): Sender {
  return (m) => {
    const body = JSON.stringify({ id: m.key, channel: m.channel, to: m.to, body: m.body });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': m.key };
    if (options.secret) headers['x-portico-signature'] = createHmac('sha256', options.secret).update(body).digest('hex');
    return post(options.url, { method: 'POST', headers, body });
  };
}
