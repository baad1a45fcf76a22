/**
 * A client's fetch seam (docs/bots.md). The bot challenge's code, once downloaded, wraps the fetch
 * (wrapFetch). Until the widget knows whether that code is needed, its POSTs wait (holdFetch), then
 * go through the fetch as wrapped by then: a click quicker than the bootstrap's answer and the
 * download still carries its solution, instead of a refusal the person cannot mend.
 */
import type { FetchFunction } from './request';
import type { FetchWrapper } from './types';

/** Longer than this, a hold gives up (a bootstrap that never answers) and the POSTs go as they are. */
const HOLD_MS = 10_000;

export function createFetchSeam(initial: FetchFunction | undefined) {
  // Called through globalThis so browsers do not reject a detached `fetch` (Illegal invocation).
  let fetchFn: FetchFunction = initial ?? ((input, init) => globalThis.fetch(input, init));
  let held: Promise<unknown> | null = null;
  return {
    fetch: ((input, init) => (held && init.method === 'POST' ? held.then(() => fetchFn(input, init)) : fetchFn(input, init))) as FetchFunction,
    wrap(wrap: FetchWrapper, request: Parameters<FetchWrapper>[1]) {
      fetchFn = wrap(fetchFn, request);
    },
    hold(until: Promise<unknown>) {
      const mine: Promise<unknown> = Promise.race([until, new Promise((resolve) => setTimeout(resolve, HOLD_MS))])
        .catch(() => undefined)
        .then(() => void (held === mine && (held = null)));
      held = mine;
    },
  };
}
