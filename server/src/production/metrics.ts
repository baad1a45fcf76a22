/**
 * Prometheus metrics with prom-client (the Node client Prometheus lists; one registry per server,
 * so two servers in one process never share counts): requests and their latency by route, sign-ins
 * by method, deliveries by outcome, the outbox's backlog, each dependency's health, and the
 * process's own (CPU, memory, event loop) from collectDefaultMetrics.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { onDependencyHealth, type Dependency } from './outage';

/** A successful call to these paths (under /api/auth) is a sign-in by that method. */
const SIGN_IN_PATHS: Record<string, string> = {
  '/sign-in/email': 'password',
  '/sign-up/email': 'password_sign_up',
  '/sign-in/email-otp': 'email_otp',
  '/magic-link/verify': 'magic_link',
  '/phone-number/verify': 'phone_otp',
  '/passkey/verify-authentication': 'passkey',
  '/siwe/verify': 'ethereum',
  '/portico/solana/verify': 'solana',
  '/one-tap/callback': 'one_tap',
  '/two-factor/verify-totp': 'second_factor',
  '/two-factor/verify-otp': 'second_factor',
  '/two-factor/verify-backup-code': 'second_factor',
};

export interface ServerMetrics {
  registry: Registry;
  /** One answered request: `route` is the path without its query (unknown paths are counted as one). */
  request(method: string, route: string, status: number, seconds: number): void;
  /** The delivery worker's and the outbox's log lines, counted. */
  delivery(entry: Record<string, unknown>): void;
  close(): void;
}

export function createMetrics(probes: { pending(): Promise<number> }): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portico_' });
  const requests = new Counter({ name: 'portico_http_requests_total', help: 'HTTP requests answered, by method, route and status.', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signIns = new Counter({ name: 'portico_sign_ins_total', help: 'Successful sign-ins, by method.', labelNames: ['method'], registers: [registry] });
  const deliveries = new Counter({ name: 'portico_deliveries_total', help: 'Delivery events by channel and outcome (queued, sent, retry, failed).', labelNames: ['channel', 'outcome'], registers: [registry] });
  const dependency = new Gauge({ name: 'portico_dependency_up', help: '1 while the dependency answers, 0 after it failed (database, redis, smtp).', labelNames: ['dependency'], registers: [registry] });
  new Gauge({
    name: 'portico_outbox_pending',
    help: 'Messages in the outbox not yet sent or failed.',
    registers: [registry],
    async collect() {
      // The database may be gone: the gauge keeps its last value rather than failing the scrape.
      const n = await probes.pending().catch(() => null);
      if (n !== null) this.set(n);
    },
  });
  const stop = onDependencyHealth((name: Dependency, up) => dependency.set({ dependency: name }, up ? 1 : 0));

  return {
    registry,
    request(method, route, status, seconds) {
      const label = status === 404 ? 'unmatched' : route;
      requests.inc({ method, route: label, status: String(status) });
      latency.observe({ method, route: label }, seconds);
      const signIn = status < 300 && route.startsWith('/api/auth/') ? SIGN_IN_PATHS[route.slice('/api/auth'.length)] ?? (route.startsWith('/api/auth/callback/') ? 'social' : undefined) : undefined;
      if (signIn) signIns.inc({ method: signIn });
    },
    delivery(entry) {
      const outcome = /^delivery\.(queued|sent|retry|failed)$/.exec(String(entry.msg))?.[1];
      if (!outcome) return;
      deliveries.inc({ channel: String(entry.channel ?? 'unknown'), outcome });
      // A send the email server took, or one it could not be reached for (a retry): the one view of
      // SMTP's health there is. A refused address (failed) says nothing about the server.
      if (entry.channel === 'email' && (outcome === 'sent' || outcome === 'retry')) dependency.set({ dependency: 'smtp' }, outcome === 'sent' ? 1 : 0);
    },
    close: stop,
  };
}
