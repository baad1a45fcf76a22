/**
 * SPEC §7 bootstrap: "sync cache then async". getSync() answers at once from localStorage (or
 * safe defaults) so the first render never waits; get() asks the server and refreshes the cache.
 */
import { afterFirstFrame } from './afterFirstFrame';
import type { AuthClient, Bootstrap } from './types';
import type { Requester } from './request';
import { readJson, writeJson, type KeyValueStorage } from './storage';

/** Until the server answers: no watermark, no domain hint, and 'live' so no developer messages leak. */
export const DEFAULT_BOOTSTRAP: Bootstrap = {
  projectId: '',
  projectName: '',
  displayWatermark: false,
  emailDomains: [],
  rbacPolicy: null,
  passwordConfig: null,
  publicTokenType: 'live',
  vertical: 'consumer',
};

export function bootstrapStorageKey(publicToken: string): string {
  return `portico:bootstrap:${publicToken}`;
}

export function createBootstrapCalls(args: {
  publicToken: string;
  storage: KeyValueStorage;
  request: Requester;
}): AuthClient['bootstrap'] {
  const key = bootstrapStorageKey(args.publicToken);
  // Several screens ask at mount; they share one request instead of racing.
  let pending: Promise<Bootstrap> | null = null;

  return {
    getSync() {
      const cached = readJson(args.storage, key);
      return typeof cached === 'object' && cached !== null ? { ...DEFAULT_BOOTSTRAP, ...(cached as Partial<Bootstrap>) } : DEFAULT_BOOTSTRAP;
    },
    get() {
      // The answer's reader comes with the answer: Main shows from the cache or defaults without it.
      pending ??= afterFirstFrame()
        .then(() => args.request<Record<string, unknown>>('GET', '/v1/projects/bootstrap'))
        .then(async (raw) => {
          const bootstrap = (await import('./withAnswer')).toBootstrap(raw);
          writeJson(args.storage, key, bootstrap);
          return bootstrap;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
