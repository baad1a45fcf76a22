/**
 * Scripts in a row before the field, counted without a clock: the page's script responses are held
 * and let through in rounds. A round lets through every script asked for so far; the next begins
 * once the page has settled (every other request answered, no timer of the page's due within 5 s
 * left to run, such as React's hold on a Suspense boundary's reveal, the main thread idle, nothing
 * new asked for). A script asked for in round n waited for one of round n-1, so the rounds until the field
 * shows are the code's own chain of sequential downloads, whatever the machine's load: the count
 * `waterfall` (matrix.ts) reads from resource timing, which a busy machine can only lengthen.
 */
import type { Browser, Request, Route } from 'playwright';
import { scanScript } from '../size/speed';

export interface Rounds {
  /** The scripts let through in each round, in the order asked for (paths). */
  rounds: string[][];
  /** Rounds until the field showed; null when it never did. */
  depth: number | null;
  errors: string[];
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** Counts the page's pending timeouts that are due soon (a later one, a session's refresh, is no part of the first frame). */
const TIMERS = `(() => {
  const pending = new Set();
  const set = window.setTimeout.bind(window);
  const clear = window.clearTimeout.bind(window);
  window.setTimeout = (handler, ms, ...args) => {
    const id = set((...more) => { pending.delete(id); if (typeof handler === 'function') handler(...more); }, ms, ...args);
    if (!(ms > 5000)) pending.add(id);
    return id;
  };
  window.clearTimeout = (id) => { pending.delete(id); clear(id); };
  window.__pendingTimers = () => pending.size;
})();`;

export async function roundsToField(browser: Browser, url: string, { lang, maxRounds = 12 }: { lang?: string; maxRounds?: number } = {}): Promise<Rounds> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]!));
    await page.addInitScript(scanScript(lang));
    await page.addInitScript(TIMERS);
    const held: Route[] = [];
    let asked = 0;
    const open = new Set<Request>();
    const done = (request: Request) => void open.delete(request);
    page.on('request', (request) => void open.add(request));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.route('**/*', (route) => {
      if (route.request().resourceType() !== 'script') return route.continue();
      asked += 1;
      held.push(route);
    });
    // Settled: nothing in flight but the held scripts, no timer due, and no new script asked for over three idle periods in a row.
    const settle = async () => {
      for (let quiet = 0, seen = -1; quiet < 3; ) {
        const timers = await page.evaluate(
          () => new Promise<number>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve((window as unknown as { __pendingTimers: () => number }).__pendingTimers())))),
        );
        const heldRequests = new Set(held.map((route) => route.request()));
        const busy = timers > 0 || [...open].some((request) => !heldRequests.has(request));
        quiet = !busy && asked === seen ? quiet + 1 : 0;
        seen = asked;
      }
    };
    const shown = () => page.evaluate(() => (window as unknown as { __bench: { at: number | null } }).__bench.at !== null);
    await page.goto(url, { waitUntil: 'commit' });
    const rounds: string[][] = [];
    for (;;) {
      await settle();
      if (await shown()) return { rounds, depth: rounds.length, errors };
      if (held.length === 0 || rounds.length === maxRounds) return { rounds, depth: null, errors };
      const batch = held.splice(0);
      rounds.push(batch.map((route) => shortUrl(route.request().url())));
      await Promise.all(batch.map((route) => route.continue()));
    }
  } finally {
    await context.close();
  }
}
