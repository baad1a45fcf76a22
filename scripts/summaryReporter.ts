import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

interface StoryMeta {
  reports?: Array<{ type: string; status?: string; result?: { violations?: unknown[]; passes?: unknown[] } }>;
  screenshotCompared?: boolean;
}

/**
 * Prints what the story tests checked (axe runs, screenshot comparisons) and one plain closing line,
 * `vitest: N passed, N failed, N skipped`, for CI's log reader. With `PORTICO_FAILURES_FILE` set, each
 * failed test's project, file, name and first error line go there too: CI prints that file last, where
 * a log read from its tail still shows what failed (the suite's own output is thousands of lines up).
 * An error outside any test, and files that never ran (a browser project that could not connect),
 * fail the run with no failed test: they are counted and listed too.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let axeRuns = 0;
    let axeViolations = 0;
    let screenshots = 0;
    let notRun = 0;
    const failures: string[] = [];
    for (const mod of testModules) {
      if (mod.state() === 'queued' || mod.state() === 'pending') notRun += 1;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') {
          failed += 1;
          const message = test.result().errors?.[0]?.message?.split('\n')[0] ?? '';
          failures.push(`[${mod.project.name}] ${path.relative(process.cwd(), mod.moduleId)} > ${test.fullName}: ${message}`);
        } else skipped += 1;
        const meta = test.meta() as StoryMeta;
        for (const report of meta.reports ?? []) {
          if (report.type !== 'a11y') continue;
          axeRuns += 1;
          axeViolations += report.result?.violations?.length ?? 0;
        }
        if (meta.screenshotCompared) screenshots += 1;
      }
      if (mod.state() === 'failed' && mod.children.size === 0) {
        failed += 1;
        failures.push(`[${mod.project.name}] ${path.relative(process.cwd(), mod.moduleId)}: ${mod.errors()[0]?.message?.split('\n')[0] ?? 'failed to run'}`);
      }
    }
    if (axeRuns > 0 || screenshots > 0) {
      process.stdout.write(
        `\nstories: axe ran on ${axeRuns} stories (${axeViolations} violations); ${screenshots} screenshots matched their references\n`,
      );
    }
    for (const error of unhandledErrors) failures.push(`[unhandled error] ${error.message?.split('\n')[0] ?? String(error)}`);
    if (notRun > 0) failures.push(`[not run] ${notRun} test files never ran`);
    const more = [notRun > 0 ? `, ${notRun} files not run` : '', unhandledErrors.length > 0 ? `, ${unhandledErrors.length} unhandled errors` : ''].join('');
    process.stdout.write(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped${more}\n`);
    const file = process.env.PORTICO_FAILURES_FILE;
    if (file && failures.length > 0) appendFileSync(file, failures.map((line) => `${line}\n`).join(''));
  }
}
