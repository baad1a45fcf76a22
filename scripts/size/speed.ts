/**
 * Time-to-input: how long after navigation the email field is on screen, for Portico's vanilla
 * email-only mount and for a bare React 19 form built the same way, in one Chromium, at 1x and 4x
 * CPU throttling, runs interleaved. Times are measured here and in `npm run bench`, never in tests.
 */
import type { Browser } from 'playwright';
import type { HostBuild, Probe } from './build';
import { launchChromium, serveProbe } from './measure';

export interface SpeedResult {
  cpuSlowdown: number;
  runs: number;
  /** Median milliseconds from navigation start to the email field's first frame. */
  bareMs: number;
  porticoMs: number;
  ratio: number;
}

// In the page before any script: the first frame after the email field enters the DOM.
const MARK_INPUT = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('input[type="email"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__timeToInput = performance.now(); });
  }).observe(document, { childList: true, subtree: true });
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function timeToInput(browser: Browser, url: string, cpuSlowdown: number): Promise<number> {
  const context = await browser.newContext(); // a cold cache every run, as a first visit
  const page = await context.newPage();
  await page.addInitScript(MARK_INPUT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url);
  const ms = await page.waitForFunction(() => (window as { __timeToInput?: number }).__timeToInput, undefined, { timeout: 60_000 });
  const value = (await ms.jsonValue()) as number;
  await context.close();
  return value;
}

export async function measureTimeToInput(
  builds: Record<Probe, HostBuild>,
  { runs = 7, slowdowns = [1, 4] }: { runs?: number; slowdowns?: number[] } = {},
): Promise<SpeedResult[]> {
  const bare = await serveProbe(builds.bare.outDir);
  const portico = await serveProbe(builds.portico.outDir);
  const browser = await launchChromium();
  const emailOnly = encodeURIComponent(JSON.stringify({ products: ['emailMagicLinks'] }));
  try {
    const results: SpeedResult[] = [];
    for (const cpuSlowdown of slowdowns) {
      // One warm-up of each, not counted: the first launch pays for things no page load does.
      await timeToInput(browser, `${bare.url}/index.html`, cpuSlowdown);
      await timeToInput(browser, `${portico.url}/index.html?config=${emailOnly}`, cpuSlowdown);
      const bareTimes: number[] = [];
      const porticoTimes: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        bareTimes.push(await timeToInput(browser, `${bare.url}/index.html`, cpuSlowdown));
        porticoTimes.push(await timeToInput(browser, `${portico.url}/index.html?config=${emailOnly}`, cpuSlowdown));
      }
      const bareMs = median(bareTimes);
      const porticoMs = median(porticoTimes);
      results.push({ cpuSlowdown, runs, bareMs, porticoMs, ratio: porticoMs / bareMs });
    }
    return results;
  } finally {
    await browser.close();
    bare.server.close();
    portico.server.close();
  }
}
