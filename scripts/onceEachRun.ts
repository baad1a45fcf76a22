import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Under `npm test` (tests/setup/buildOnce.ts names the run), something several test files need and
 * none may remake under another's readers (dist/, the demo's build) is made once per run: the first
 * file to ask makes it in `lock`, the others wait until it has. The run's teardown deletes `lock`.
 */
export async function onceEachRun(lock: string, make: () => void | Promise<void>): Promise<void> {
  const done = path.join(lock, 'done');
  mkdirSync(path.dirname(lock), { recursive: true });
  try {
    mkdirSync(lock); // atomic: exactly one file of the run gets to make it
  } catch {
    while (!existsSync(done)) await new Promise((resolve) => setTimeout(resolve, 200)); // polls for the other file's outcome
    if (readFileSync(done, 'utf8') !== 'made') throw new Error(`${path.basename(lock)}: what another test file started making failed (its output is above)`);
    return;
  }
  try {
    await make();
    writeFileSync(done, 'made');
  } catch (error) {
    writeFileSync(done, 'failed');
    throw error;
  }
}
