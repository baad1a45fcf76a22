import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/size/build';

/**
 * Vitest globalSetup: names this run, so the test files that need the built package (docs, strict
 * CSP, size) share one build of dist/ per run (scripts/size/build.ts, buildLibrary), made by the
 * first of them that asks. Nothing is built here: a run without those files builds nothing.
 */
export default function buildOnce(): () => void {
  const run = (process.env.PORTICO_TEST_RUN ??= `${Date.now()}-${process.pid}`);
  return () => rmSync(path.join(root, '.portico', `dist-build-${run}`), { recursive: true, force: true });
}
