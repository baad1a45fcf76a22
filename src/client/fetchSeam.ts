/**
 * A client's fetch seam (docs/bots.md). The bot challenge's code, once downloaded, wraps the fetch
 * (wrapFetch). Until the widget knows whether that code is needed, its POSTs wait (holdFetch: until
 * the bootstrap answers or fails and the code is in), then go through the fetch as wrapped by then:
 * a click quicker than the bootstrap's answer and the download still carries its solution, instead
 * of a refusal the person cannot mend.
 */
import type { FetchFunction } from './request';
import type { FetchWrapper } from './types';

export function createFetchSeam(initial: FetchFunction | undefined) {
  // Called through globalThis so browsers do not reject a detached `fetch` (Illegal invocation).
  let fetchFn: FetchFunction = initial ?? ((input, init) => globalThis.fetch(input, init));
  let held: Promise<unknown> = Promise.resolve();
  return {
    fetch: ((input, init) => {
      const send = () => fetchFn(input, init);
      // Sent when the hold settles, whichever way: a failed bootstrap or download holds nothing back.
      return init.method === 'POST' ? held.then(send, send) : send();
    }) as FetchFunction,
    wrap: (wrap: FetchWrapper, request: Parameters<FetchWrapper>[1]) => void (fetchFn = wrap(fetchFn, request)),
    hold: (until: Promise<unknown>) => void (held = until),
  };
}
