/**
 * Time-to-input as the peers' harness (../shared/bench-peers/measure.mjs) counts it: the first
 * animation frame, counted from navigation, in which an email or text input inside the host element
 * (shadow roots included) is visible to a person (`checkVisibility` with opacity and visibility).
 * Pages: a bare React 19 form (the floor), Portico's vanilla email-only mount, and Stytch's pre-built
 * UI (the seed system to beat) when it can be installed. Runs are interleaved round by round, the
 * order rotating, each in a fresh context (cold cache), at every CPU rate. Measured here and in
 * `npm run bench`, never in tests.
 */
import type { Browser } from 'playwright';
import type { HostBuild, Probe } from './build';
import { launchChromium, serveProbe } from './measure';
import { buildStytchPage } from './stytch';

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export interface SpeedResult {
  cpuSlowdown: number;
  /** Per page: milliseconds from navigation start to the first frame with the email field visible. */
  pages: Record<string, Spread>;
}

// Before any page script: scan the host element on every frame, as the harness does.
export const SCAN = `(() => {
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width >= 1 && r.height >= 1 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  };
  const found = () => {
    const stack = [document.getElementById('login')];
    while (stack.length) {
      const n = stack.pop();
      if (!n) continue;
      if (n.shadowRoot) stack.push(n.shadowRoot);
      if (n.children) for (const c of n.children) stack.push(c);
      if (n.tagName === 'INPUT') {
        const type = (n.getAttribute('type') || 'text').toLowerCase();
        if ((type === 'email' || type === 'text') && visible(n)) return true;
      }
    }
    return false;
  };
  const tick = () => (found() ? (window.__timeToInput = performance.now()) : requestAnimationFrame(tick));
  requestAnimationFrame(tick);
})();`;

/** `name=folder,name=folder` (names without commas) as [name, folder] pairs; throws on an entry without a folder. */
export function variants(list: string | undefined): Array<[string, string]> {
  return (list ?? '')
    .split(',')
    .filter((entry) => entry.trim())
    .map((entry) => {
      const at = entry.indexOf('=');
      if (at < 1 || at === entry.length - 1) throw new Error(`"${entry}" is not name=folder (names cannot hold a comma)`);
      return [entry.slice(0, at).trim(), entry.slice(at + 1).trim()];
    });
}

export const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: values };
};

async function timeToInput(browser: Browser, url: string, cpuSlowdown: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  // Offline, as the harness is: anything but loopback is refused at once (Stytch asks its API).
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  await page.addInitScript(SCAN);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await page.waitForFunction(() => (window as { __timeToInput?: number }).__timeToInput, undefined, {
    timeout: 60_000,
    polling: 50,
  });
  const value = (await ms.jsonValue()) as number;
  await context.close();
  return value;
}

export async function measureTimeToInput(
  builds: Record<Probe, HostBuild>,
  { runs = 9, slowdowns = [1, 4], stytch = true }: { runs?: number; slowdowns?: number[]; stytch?: boolean } = {},
): Promise<SpeedResult[]> {
  const emailOnly = encodeURIComponent(JSON.stringify({ products: ['emailMagicLinks'] }));
  const servers = [await serveProbe(builds.bare.outDir), await serveProbe(builds.portico.outDir)];
  const urls: Record<string, string> = {
    'bare React 19 form': `${servers[0]!.url}/index.html`,
    Portico: `${servers[1]!.url}/index.html?config=${emailOnly}`,
  };
  if (stytch) {
    try {
      const server = await serveProbe(await buildStytchPage());
      servers.push(server);
      urls["Stytch's pre-built UI"] = `${server.url}/index.html`;
    } catch (error) {
      console.log(`Stytch's pre-built UI is left out of this run: ${(error as Error).message}`);
    }
  }
  // BENCH_VARIANTS="name=dir,…": more Portico builds (folders of a probe build, e.g. a copy of
  // .portico/size/out/portico from before a change) interleaved in the same run, to compare changes.
  for (const [name, dir] of variants(process.env.BENCH_VARIANTS)) {
    const server = await serveProbe(dir);
    servers.push(server);
    urls[name] = `${server.url}/index.html?config=${emailOnly}`;
  }
  const names = Object.keys(urls);
  const browser = await launchChromium();
  try {
    const results: SpeedResult[] = [];
    for (const cpuSlowdown of slowdowns) {
      // One warm-up of each, not counted: the first launch pays for things no page load does.
      for (const name of names) await timeToInput(browser, urls[name]!, cpuSlowdown);
      const times: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
      for (let round = 0; round < runs; round += 1) {
        // Rotated every round, so no page always runs first or last.
        for (let k = 0; k < names.length; k += 1) {
          const name = names[(k + round) % names.length]!;
          times[name]!.push(await timeToInput(browser, urls[name]!, cpuSlowdown));
        }
      }
      results.push({ cpuSlowdown, pages: Object.fromEntries(names.map((name) => [name, spread(times[name]!)])) });
    }
    return results;
  } finally {
    await browser.close();
    for (const { server } of servers) server.close();
  }
}
