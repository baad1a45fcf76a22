/**
 * One cold load of one page (a fresh browser context: empty cache, no connections), at one CPU and
 * network profile: time-to-input as the peers' harness counts it (../shared/bench-peers/measure.mjs:
 * the first animation frame, from navigation, in which an email or text input inside the host
 * element, shadow roots included, is visible to a person), and the scripts the page had fetched by
 * then (resource timing, the same clock).
 */
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';
import { scanScript } from '../size/speed';
import type { Fetched, Rate } from './matrix';

/**
 * Nothing but loopback resolves, so a page's request to a provider's API (Stytch's, Google's) fails
 * at once, offline as the peers' harness is, without routing every request through Playwright.
 */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--disable-quic', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
  });
}

export interface Load {
  /** ms from navigation to the frame with the field; null when it never showed. */
  timeToInput: number | null;
  /** Script requests that had arrived by then. */
  scripts: Array<Fetched & { bytes: number }>;
  /** Every script request's initiator (with `initiators`): the HTML, a static import of a file, or a dynamic import in one. */
  initiators: Map<string, string>;
  errors: string[];
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

export async function coldLoad(
  browser: Browser,
  url: string,
  rate: Rate,
  { lang, initiators: record = false, timeoutMs = 60_000 }: { lang?: string; initiators?: boolean; timeoutMs?: number } = {},
): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]!));
    await page.addInitScript(scanScript(lang));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: rate.cpu });
    const initiators = new Map<string, string>();
    if (rate.network || record) await cdp.send('Network.enable');
    if (rate.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...rate.network });
    if (record) {
      cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
        if (type !== 'Script') return;
        const frame = initiator.stack?.callFrames[0]?.url;
        const by = initiator.type === 'parser' ? 'the HTML' : initiator.url ? `import in ${shortUrl(initiator.url)}` : frame ? `import() in ${shortUrl(frame)}` : initiator.type;
        initiators.set(shortUrl(request.url), by);
      });
    }
    await page.goto(url, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const timeToInput = await Promise.race([
      page
        .evaluate(() => {
          const state = (window as unknown as { __bench: { at: number | null; found?: (at: number) => void } }).__bench;
          return state.at ?? new Promise<number>((resolve) => (state.found = resolve));
        })
        .catch((error: Error) => (errors.push(error.message.split('\n')[0]!), null)),
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs))),
    ]);
    clearTimeout(timer);
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd, bytes: entry.encodedBodySize })),
    );
    return {
      timeToInput,
      scripts: scripts.map((s) => ({ ...s, url: shortUrl(s.url) })).filter((s) => timeToInput === null || s.end <= timeToInput),
      initiators,
      errors,
    };
  } finally {
    await context.close();
  }
}
