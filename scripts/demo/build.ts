/**
 * The demo pages (demo/*.html) built by Vite, for the test run: every e2e file used to start a dev
 * server of its own and compile demo/ and src/ on demand (vanilla-extract evaluating each .css.ts,
 * dependencies pre-bundled per worker). Built once per run instead (scripts/onceEachRun.ts) and
 * served as files by scripts/demo/server.ts. Development mode, unminified, React's development build:
 * the pages behave as on the dev server, React's warnings included. `npm start` keeps the dev server.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onceEachRun } from '../onceEachRun';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '../..');
const demoDir = path.join(root, 'demo');

/** Every page in demo/, read from disk: a new page is built the day it is added. */
export const demoPages = (): string[] => readdirSync(demoDir).filter((file) => file.endsWith('.html'));

/**
 * The folder holding the built demo (its pages under `demo/`, as the dev server's URLs have them).
 * In a test run, the run's one build; otherwise a fresh one in a temporary folder (`owned`: the
 * caller deletes it).
 */
export async function builtDemo(): Promise<{ dir: string; owned: boolean }> {
  const run = process.env.PORTICO_TEST_RUN;
  if (!run) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portico-demo-'));
    await buildInChild(dir);
    return { dir, owned: true };
  }
  const lock = path.join(root, '.portico', `demo-build-${run}`);
  const dir = path.join(lock, 'out');
  await onceEachRun(lock, () => buildInChild(dir));
  return { dir, owned: false };
}

/**
 * In a process of its own, with Vitest's variables left out and NODE_ENV set: Vite defines
 * `process.env.NODE_ENV` from it, and Vitest's worker would have it 'test'.
 */
function buildInChild(outDir: string): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', here, outDir], {
      cwd: root,
      env: { ...env, NODE_ENV: 'development' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the demo's build failed (${signal ?? `exit ${code}`}; its output is above)`))));
  });
}

async function viteBuild(outDir: string): Promise<void> {
  const [{ build }, { demoViteConfig }] = await Promise.all([import('vite'), import('./viteConfig')]);
  await build({
    ...(await demoViteConfig()),
    mode: 'development',
    build: {
      outDir,
      emptyOutDir: true,
      // Under /demo/, beside the pages: the emulator owns every other path of the origin.
      assetsDir: 'demo/assets',
      minify: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      rolldownOptions: {
        input: demoPages().map((page) => path.join(demoDir, page)),
        // Notes about the build itself (timings, a chunk split it could not make): the dev server
        // makes no chunks, and the library's own build (rollup.config.mjs) is where splitting matters.
        checks: { bundlerTimings: false, ineffectiveDynamicImport: false },
      },
    },
  });
  // Files the pages name only at run time (the identity provider's client logo, demo-app-logo.svg),
  // which the dev server serves from demo/ as they are.
  for (const file of readdirSync(demoDir)) {
    const target = path.join(outDir, 'demo', file);
    if (!/\.(tsx?|html)$/.test(file) && !existsSync(target)) copyFileSync(path.join(demoDir, file), target);
  }
}

if (process.argv[1] === here) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: node --import tsx scripts/demo/build.ts <out dir>');
  await viteBuild(outDir);
}
