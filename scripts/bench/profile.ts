/**
 * `npx tsx scripts/bench/profile.ts`: where the first load's time goes, from Chromium's
 * own trace. Loads the bare React form, Portico's email-only mount and Stytch's pre-built UI, each
 * cold, at 1x and 4x CPU, and prints per page, until the first frame with the email field visible
 * (the time-to-input of scripts/size/speed.ts): the request waterfall (start and end of every file,
 * and which requests began only after another finished), and the main thread's time by kind
 * (script compile and evaluation per file, style, layout, paint) and CPU samples per file.
 * Figures are thread (CPU) time, steadier than wall time on a shared machine. docs/performance.md
 * has what they showed.
 *
 * PROFILE_RUNS=n loads each page n times (default 3) and prints the median of each figure;
 * PROFILE_RATES=1,4; PROFILE_PAGES=bare,Portico (names' beginnings); PROFILE_NO_BUILD=1 reuses the
 * last build in .portico/size/out; PROFILE_READABLE=1 profiles unminified builds (function names);
 * PROFILE_FUNCTIONS=n prints the n functions with the most self and inclusive time;
 * PROFILE_TIMELINE=1 prints each task of each load; PROFILE_STYLE=1 each style recalculation and
 * layout, with what forced it; PROFILE_VARIANTS=name=folder,… profiles other Portico builds beside.
 */
import path from 'node:path';
import type { Browser } from 'playwright';
import { buildHost, bundleHost, outDir, root } from '../size/build';
import { launchChromium, serveProbe } from '../size/measure';
import { SCAN, variants } from '../size/speed';
import { buildStytchPage } from '../size/stytch';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** Thread (CPU) time of a complete event, µs: unlike dur, it leaves out the time the thread waited for a core. */
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown>; fileName?: string };
}

const CATEGORIES = ['disabled-by-default-v8.cpu_profiler', 'devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline', 'loading', '__metadata'];

// Kinds of main-thread work, by trace event name; durations are inclusive (a script's evaluation contains the render it runs).
const KINDS: Record<string, string> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse stylesheet',
  'v8.compileModule': 'compile module',
  'v8.compile': 'compile script',
  'v8.evaluateModule': 'evaluate module',
  EvaluateScript: 'evaluate script',
  FunctionCall: 'function call (tasks, microtasks)',
  RunMicrotasks: 'microtasks',
  UpdateLayoutTree: 'style recalculation',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Commit: 'commit',
  FireAnimationFrame: 'animation frame callbacks',
  'V8.GCScavenger': 'GC (scavenge)',
  MajorGC: 'GC (major)',
  MinorGC: 'GC (minor)',
};

export interface LoadProfile {
  tti: number;
  /** Requests: file, start and end (ms from navigation). */
  requests: Array<{ file: string; start: number; end: number }>;
  /** Main-thread ms before time-to-input, by kind. */
  kinds: Record<string, number>;
  /** Compile and evaluation ms per file. */
  perFile: Record<string, number>;
  /** Elements whose style was recalculated, summed over recalculations before time-to-input. */
  styledElements: number;
  /** Main-thread tasks over 50 ms of thread time. */
  longTasks: number[];
  /** The main thread's CPU (thread) time in all its tasks from navigation to the field: steadier than wall time. */
  mainCpu: number;
  /** CPU samples before time-to-input: self ms per function (name file:line) and per file. */
  selfByFunction: Record<string, number>;
  selfByFile: Record<string, number>;
  inclusiveByFunction: Record<string, number>;
}

// A style recalculation's element count: in its own args (newer Chromium) or in its data.
const elementCount = (e: TraceEvent): number | undefined => {
  const args = e.args as { elementCount?: number; data?: { elementCount?: number } } | undefined;
  return args?.elementCount ?? args?.data?.elementCount;
};

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Self time per function from the trace's sampled CPU profile, samples between zero and end only. */
function cpuSelfTimes(events: TraceEvent[], pid: number, zero: number, end: number) {
  const nodes = new Map<number, ProfileNode>();
  const byFunction: Record<string, number> = {};
  const byFile: Record<string, number> = {};
  const inclusive: Record<string, number> = {};
  const profile = events.find((e) => e.pid === pid && e.name === 'Profile');
  if (!profile) return { byFunction, byFile, inclusive };
  const id = (profile as unknown as { id: string }).id;
  let t = Number((profile.args?.data as { startTime: number }).startTime);
  for (const chunk of events.filter((e) => e.pid === pid && e.name === 'ProfileChunk' && (e as unknown as { id: string }).id === id)) {
    const data = chunk.args!.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i += 1) {
      const delta = deltas[i] ?? 0;
      t += delta;
      const next = deltas[i + 1] ?? 0;
      if (t < zero || t > end) continue;
      const frame = nodes.get(samples[i]!)?.callFrame;
      if (!frame) continue;
      const file = frame.url ? new URL(frame.url, 'http://x').pathname : `(${frame.functionName || 'native'})`;
      const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
      const ms = Math.max(next, 0) / 1000;
      byFunction[key] = (byFunction[key] ?? 0) + ms;
      byFile[file] = (byFile[file] ?? 0) + ms;
      const seen = new Set<string>();
      for (let n = nodes.get(samples[i]!); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        const f = n.callFrame;
        if (!f.url) continue;
        const k = `${f.functionName || '(anonymous)'} ${new URL(f.url, 'http://x').pathname}:${f.lineNumber + 1}`;
        if (seen.has(k)) continue;
        seen.add(k);
        inclusive[k] = (inclusive[k] ?? 0) + ms;
      }
    }
  }
  return { byFunction, byFile, inclusive };
}

async function profileOnce(browser: Browser, url: string, cpuSlowdown: number): Promise<LoadProfile> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  await page.addInitScript(SCAN.replace('state.at = window.__timeToInput = performance.now()', "state.at = (performance.mark('tti'), window.__timeToInput = performance.now())"));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => (window as { __timeToInput?: number }).__timeToInput, undefined, { timeout: 60_000, polling: 50 });
  const tti = (await handle.jsonValue()) as number;
  // Resource timing, as the page saw it: the waterfall.
  const requests = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
      file: new URL(e.name).pathname,
      start: e.startTime,
      end: (e as PerformanceResourceTiming).responseEnd,
    })),
  );
  const longTasks: number[] = [];
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();

  const events = trace.traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'tti'));
  if (!main) throw new Error('no renderer main thread with the tti mark in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const nav = events.find((e) => e.pid === main.pid && e.name === 'navigationStart' && e.cat.includes('blink.user_timing'))
    ?? events.find((e) => e.pid === main.pid && e.name === 'navigationStart');
  const ttiMark = events.find((e) => e.pid === main.pid && e.name === 'tti')!;
  // The tti mark's ts minus the page's own figure gives navigation start on the trace clock.
  const zero = nav ? nav.ts : ttiMark.ts - tti * 1000;
  const end = ttiMark.ts;
  const kinds: Record<string, number> = {};
  const perFile: Record<string, number> = {};
  let styledElements = 0;
  for (const e of onMain) {
    if (e.ph !== 'X' || e.ts < zero || e.ts > end || !e.dur) continue;
    // Thread time, not wall time: on a shared machine wall time counts the waits for a core.
    const ms = (e.tdur ?? Math.min(e.dur, end - e.ts)) / 1000;
    if (e.name === 'RunTask' && ms > 50) longTasks.push(Math.round(ms));
    const kind = KINDS[e.name];
    if (kind) kinds[kind] = (kinds[kind] ?? 0) + ms;
    if (e.name === 'UpdateLayoutTree') styledElements += elementCount(e) ?? 0;
    const file = (e.args?.data?.url as string | undefined) ?? e.args?.fileName ?? (e.args?.data?.fileName as string | undefined);
    if (file && /compile|evaluate|EvaluateScript/i.test(e.name)) {
      const key = `${KINDS[e.name]}: ${new URL(file, 'http://x').pathname}`;
      perFile[key] = (perFile[key] ?? 0) + ms;
    }
  }
  if (process.env.PROFILE_TIMELINE) {
    // The main thread's tasks until the field shows: when, how long (wall and CPU), and what ran in them.
    console.log(`  --- load, time-to-input ${tti.toFixed(0)} ms; requests: ${requests.map((r) => `${r.file} ${r.start.toFixed(0)}–${r.end.toFixed(0)}`).join(' | ')}`);
    const spans = onMain.filter((e) => e.ph === 'X' && e.dur && e.ts >= zero && e.ts <= end);
    for (const task of spans.filter((e) => e.name === 'RunTask' && (e.tdur ?? 0) > 300)) {
      const inside = spans.filter((o) => o !== task && o.ts >= task.ts && o.ts + o.dur! <= task.ts + task.dur! && KINDS[o.name] && (o.tdur ?? 0) > 300);
      const what = [...new Set(inside.map((o) => `${o.name}${o.args?.data?.url ? ` ${new URL(String(o.args.data.url), 'http://x').pathname}` : ''}`))].slice(0, 6).join(', ');
      console.log(`  task at ${((task.ts - zero) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(1)} ms wall, ${((task.tdur ?? 0) / 1000).toFixed(1)} CPU: ${what}`);
    }
  }
  if (process.env.PROFILE_STYLE) {
    // Each style recalculation and layout before the field, with what forced it (the innermost script event around it).
    const spans = onMain.filter((e) => e.ph === 'X' && e.dur && e.ts >= zero && e.ts <= end);
    for (const e of spans.filter((x) => x.name === 'UpdateLayoutTree' || x.name === 'Layout')) {
      const around = spans
        .filter((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && /FunctionCall|EvaluateScript|v8.evaluateModule|RunMicrotasks|FireAnimationFrame|TimerFire/.test(o.name))
        .sort((a, b) => b.ts - a.ts)[0];
      const where = around ? `${around.name} ${String(around.args?.data?.functionName ?? around.args?.data?.url ?? '')}` : 'frame';
      const stack = (e.args as { beginData?: { stackTrace?: Array<{ functionName: string; lineNumber: number; url: string }> } } | undefined)?.beginData?.stackTrace;
      if (stack) console.log(`    forced by ${stack.slice(0, 6).map((f) => `${f.functionName || '(anonymous)'} ${new URL(f.url, 'http://x').pathname}:${f.lineNumber + 1}`).join(' < ')}`);
      console.log(`  ${e.name} at ${((e.ts - zero) / 1000).toFixed(0)} ms: ${(e.dur! / 1000).toFixed(1)} ms (CPU ${((e.tdur ?? 0) / 1000).toFixed(1)}), elements ${elementCount(e) ?? '?'}, in ${where}`);
    }
  }
  const cpu = cpuSelfTimes(events, main.pid, zero, end);
  const mainCpu = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= zero && e.ts <= end).reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  return { tti, requests, kinds, perFile, styledElements, longTasks, mainCpu, selfByFunction: cpu.byFunction, selfByFile: cpu.byFile, inclusiveByFunction: cpu.inclusive };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function summarise(name: string, profiles: LoadProfile[]): void {
  const first = profiles[0]!;
  console.log(`\n### ${name}: time-to-input ${profiles.map((p) => p.tti.toFixed(0)).join(', ')} ms (median ${median(profiles.map((p) => p.tti)).toFixed(0)})`);
  const cpu = profiles.map((p) => p.mainCpu);
  console.log(`main-thread CPU until the field: median ${median(cpu).toFixed(1)} ms (${Math.min(...cpu).toFixed(1)}–${Math.max(...cpu).toFixed(1)})`);
  console.log('requests (ms from navigation, first load): ' + first.requests.sort((a, b) => a.start - b.start).map((r) => `${r.file} ${r.start.toFixed(0)}–${r.end.toFixed(0)}`).join(' | '));
  const chained = first.requests.filter((r) => first.requests.some((o) => o !== r && o.end <= r.start && o.file !== '/index.html'));
  console.log(`requests started only after another (non-HTML) finished: ${chained.map((r) => r.file).join(', ') || 'none'}`);
  const keys = [...new Set(profiles.flatMap((p) => Object.keys(p.kinds)))];
  console.log('main thread CPU before the field (median thread ms, inclusive): ' + keys.map((k) => `${k} ${median(profiles.map((p) => p.kinds[k] ?? 0)).toFixed(1)}`).join('; '));
  const files = [...new Set(profiles.flatMap((p) => Object.keys(p.perFile)))];
  console.log('per file (median ms): ' + files.map((k) => `${k} ${median(profiles.map((p) => p.perFile[k] ?? 0)).toFixed(1)}`).join('; '));
  const top = (pick: (p: LoadProfile) => Record<string, number>, n: number) =>
    [...new Set(profiles.flatMap((p) => Object.keys(pick(p))))]
      .map((k) => [k, median(profiles.map((p) => pick(p)[k] ?? 0))] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
      .join('; ');
  console.log(`CPU self time by file (median ms): ${top((p) => p.selfByFile, 12)}`);
  if (process.env.PROFILE_FUNCTIONS) console.log(`CPU self time by function (median ms): ${top((p) => p.selfByFunction, Number(process.env.PROFILE_FUNCTIONS))}`);
  if (process.env.PROFILE_FUNCTIONS) console.log(`CPU inclusive time by function (median ms): ${top((p) => p.inclusiveByFunction, Number(process.env.PROFILE_FUNCTIONS))}`);
  console.log(`elements restyled: ${median(profiles.map((p) => p.styledElements))}; long tasks (>50 ms): ${first.longTasks.join(', ') || 'none'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const builds = process.env.PROFILE_NO_BUILD ? undefined : await buildHost();
  const dirs = { bare: builds?.bare.outDir ?? path.join(outDir, 'bare'), portico: builds?.portico.outDir ?? path.join(outDir, 'portico') };
  if (process.env.PROFILE_READABLE) {
    // Unminified, so the profile names functions (evaluation costs a little more than minified).
    for (const probe of ['bare', 'portico'] as const) {
      const dir = path.join(outDir, `../readable/${probe}`);
      await bundleHost({ name: probe, entry: path.join(root, 'scripts/size/host', `${probe}.tsx`), outDir: dir, minify: false });
      dirs[probe] = dir;
    }
  }
  const servers = [await serveProbe(dirs.bare), await serveProbe(dirs.portico), await serveProbe(await buildStytchPage())];
  const emailOnly = encodeURIComponent(JSON.stringify({ products: ['emailMagicLinks'] }));
  const pages: Record<string, string> = {
    'bare React 19 form': `${servers[0]!.url}/index.html`,
    Portico: `${servers[1]!.url}/index.html?config=${emailOnly}`,
    "Stytch's pre-built UI": `${servers[2]!.url}/index.html`,
  };
  // PROFILE_VARIANTS="name=dir,…": other Portico builds to profile beside these (as BENCH_VARIANTS).
  for (const [name, dir] of variants(process.env.PROFILE_VARIANTS)) {
    const server = await serveProbe(dir);
    servers.push(server);
    pages[name] = `${server.url}/index.html?config=${emailOnly}`;
  }
  const only = process.env.PROFILE_PAGES?.split(',');
  const runs = Number(process.env.PROFILE_RUNS ?? 3);
  const browser = await launchChromium();
  try {
    for (const rate of (process.env.PROFILE_RATES ?? '1,4').split(',').map(Number)) {
      console.log(`\n## ${rate}x CPU`);
      const all: Record<string, LoadProfile[]> = {};
      for (const name of Object.keys(pages)) if (!only || only.some((o) => name.startsWith(o))) await profileOnce(browser, pages[name]!, rate); // warm-up
      for (let i = 0; i < runs; i += 1)
        for (const name of Object.keys(pages)) {
          if (only && !only.some((o) => name.startsWith(o))) continue;
          (all[name] ??= []).push(await profileOnce(browser, pages[name]!, rate));
        }
      for (const [name, profiles] of Object.entries(all)) summarise(name, profiles);
    }
  } finally {
    await browser.close();
    for (const { server } of servers) server.close();
  }
}
