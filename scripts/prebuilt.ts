import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * `PORTICO_PREBUILT=1`: `npm run build` has just built dist/, plugin/dist, server/dist and
 * emulator/dist from this checkout, and other steps read them while the tests run (.ci/run packs
 * and installs them beside `npm test`). The tests then use them as they are and never rewrite one
 * under a reader. Unset, each test builds what it needs (once per run, scripts/onceEachRun.ts).
 */
export const prebuilt = process.env.PORTICO_PREBUILT === '1';

const BUILT = ['dist/index.js', 'plugin/dist/index.js', 'server/dist/index.js', 'emulator/dist/server.js'];

/** Under PORTICO_PREBUILT, fails naming what `npm run build` should have made; otherwise nothing. */
export function assertPrebuilt(root: string): void {
  for (const built of BUILT)
    if (!existsSync(path.join(root, built))) throw new Error(`PORTICO_PREBUILT=1 but ${built} is missing: run npm run build first`);
}
