/**
 * Sends what the outbox holds: claims due rows, hands each to its channel's sender, marks it sent,
 * or schedules a retry with exponential backoff (full jitter) until `maxAttempts`.
 */
import type { Channel, OutboxStore, QueuedMessage } from './outbox';

export type Sender = (message: QueuedMessage) => Promise<void>;

/** A failure no retry can fix (a refused recipient): the row is marked failed at once. */
export class PermanentDeliveryError extends Error {}

export interface WorkerOptions {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs?: number;
  pollMs: number;
  leaseMs?: number;
  batch?: number;
  log?: (entry: Record<string, unknown>) => void;
}

export function startDeliveryWorker(store: OutboxStore, senders: Record<Channel, Sender | undefined>, options: WorkerOptions) {
  // Renewed every third of itself while a send runs: only a dead worker's rows are taken over,
  // 15 s after its last renewal.
  const leaseMs = options.leaseMs ?? 15_000;
  const maxDelay = options.maxDelayMs ?? 60_000;
  let running = true;
  let wake: (() => void) | null = null;

  async function deliver(message: QueuedMessage) {
    const send = senders[message.channel];
    const renewal = setInterval(() => {
      store.renew(message.key, message.attempts, leaseMs).then(
        (ours) => ours || options.log?.({ level: 'warn', msg: 'delivery.lease_lost', key: message.key }),
        () => undefined,
      );
    }, leaseMs / 3);
    try {
      try {
        if (!send) throw new PermanentDeliveryError(`no sender configured for ${message.channel}`);
        await send(message);
      } catch (error) {
        await failedAttempt(message, error);
        return;
      }
      // The provider took it: a row left pending now would be sent again, so marking it is
      // retried (the lease still renewed) rather than given up.
      for (let tries = 1; ; tries++) {
        try {
          await store.sent(message.key);
          break;
        } catch (error) {
          if (!running && tries >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.min(5000, 100 * 2 ** tries)));
        }
      }
      options.log?.({ msg: 'delivery.sent', key: message.key, channel: message.channel, attempts: message.attempts });
    } finally {
      clearInterval(renewal);
    }
  }

  async function failedAttempt(message: QueuedMessage, error: unknown) {
    const text = error instanceof Error ? error.message : String(error);
    if (error instanceof PermanentDeliveryError || message.attempts >= options.maxAttempts) {
      await store.failed(message.key, message.attempts, text).catch(() => undefined);
      options.log?.({ level: 'error', msg: 'delivery.failed', key: message.key, channel: message.channel, attempts: message.attempts, error: text });
      return;
    }
    const delay = Math.round(Math.min(maxDelay, options.baseDelayMs * 2 ** (message.attempts - 1)) * (0.5 + Math.random() / 2));
    await store.retryLater(message.key, message.attempts, delay, text).catch(() => undefined);
    options.log?.({ level: 'warn', msg: 'delivery.retry', key: message.key, channel: message.channel, attempts: message.attempts, delayMs: delay, error: text });
  }

  const loop = (async () => {
    while (running) {
      let claimed: QueuedMessage[] = [];
      try {
        claimed = await store.claim(options.batch ?? 20, leaseMs);
      } catch (error) {
        options.log?.({ level: 'warn', msg: 'delivery.claim_failed', error: (error as Error).message });
      }
      if (claimed.length > 0) {
        await Promise.all(claimed.map((m) => deliver(m).catch((error) => options.log?.({ level: 'error', msg: 'delivery.unmarked', key: m.key, error: (error as Error).message }))));
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();

  return {
    /** A message was just enqueued here: look now rather than at the next poll. */
    nudge: () => wake?.(),
    /** Finishes the batch in hand (its rows are marked), then stops. */
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
