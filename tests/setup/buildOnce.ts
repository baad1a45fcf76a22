import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/size/build';

/**
 * Vitest globalSetup: names this run, so the test files that need a build share one per run, made
 * by the first of them that asks (scripts/onceEachRun.ts): dist/ for the docs, strict CSP and size
 * files (scripts/size/build.ts, buildLibrary), the demo pages for every e2e file that serves them
 * (scripts/demo/build.ts), plugin/ and server/ for the files that probe the packed portico-server
 * (tests/server/packedServer.ts). Nothing is built here: a run without those files builds nothing.
 */
export default function buildOnce(): () => void {
  const run = (process.env.PORTICO_TEST_RUN ??= `${Date.now()}-${process.pid}`);
  return () => {
    for (const made of ['dist-build', 'demo-build', 'server-build']) rmSync(path.join(root, '.portico', `${made}-${run}`), { recursive: true, force: true });
  };
}
