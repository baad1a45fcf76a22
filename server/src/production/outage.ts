/**
 * A dependency outage is a state, not a crash: every failed call to PostgreSQL or Redis that means
 * "the dependency is not there" (refused, reset, shutting down, starting up, timed out) is recorded
 * in the request it happened in, and that request is answered 503 with Retry-After and the
 * dependency's error_type (server.ts), never a 500. Errors that mean a wrong query stay errors.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type Dependency = 'database' | 'redis';

/** What a request's answer says when a dependency is gone (docs/deploy.md "When a dependency is lost"). */
export const OUTAGE_ERROR_TYPE: Record<Dependency, string> = {
  database: 'database_unavailable',
  redis: 'cache_unavailable',
};

/** Seconds a client is told to wait: a restart of either takes a few. */
export const RETRY_AFTER_SECONDS = 5;

const scope = new AsyncLocalStorage<Set<Dependency>>();
const listeners = new Set<(dependency: Dependency, up: boolean) => void>();

/** Runs one request, collecting the dependencies that failed while it ran. */
export function trackOutages<T>(fn: () => Promise<T>): { failed: Set<Dependency>; result: Promise<T> } {
  const failed = new Set<Dependency>();
  return { failed, result: scope.run(failed, fn) };
}

/** The driver said the dependency is not there: the running request (if any) and the health gauge learn it. */
export function recordOutage(dependency: Dependency): void {
  scope.getStore()?.add(dependency);
  for (const listener of listeners) listener(dependency, false);
}

export function recordHealthy(dependency: Dependency): void {
  for (const listener of listeners) listener(dependency, true);
}

export function onDependencyHealth(listener: (dependency: Dependency, up: boolean) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** An error a dependency's driver threw because of the error it carries (AggregateError: any of them). */
const causes = (error: unknown): Array<{ code?: unknown; message?: unknown; name?: unknown }> => {
  if (typeof error !== 'object' || error === null) return [];
  const errors = (error as { errors?: unknown }).errors;
  return [error as { code?: unknown }, ...(Array.isArray(errors) ? errors : [])];
};

/**
 * PostgreSQL: a driver error without a SQLSTATE (a socket refused, reset or closed, a connect
 * timeout), or a SQLSTATE of class 08 (connection), 53 (resources), 57 (shutdown, starting up) or 58.
 */
export function isDatabaseOutage(error: unknown): boolean {
  return causes(error).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^[0-9A-Z]{5}$/.test(code)) return /^(08|53|57|58)/.test(code);
    return true;
  });
}

/** Redis: anything but a reply to a wrong command (a ReplyError), except the replies that mean "not now". */
export function isRedisOutage(error: unknown): boolean {
  return causes(error).some((e) => e.name !== 'ReplyError' || /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN|MISCONF)/.test(String(e.message)));
}

/** An error that already says which dependency is gone (thrown where no driver error is at hand). */
export class DependencyUnavailable extends Error {
  constructor(readonly dependency: Dependency, cause?: unknown) {
    super(`${dependency} is unavailable${cause instanceof Error ? `: ${cause.message}` : ''}`);
    this.name = 'DependencyUnavailable';
  }
}
