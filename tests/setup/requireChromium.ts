import { findChromium } from '../../scripts/chromium';

/**
 * Vitest globalSetup: without a browser the run stops here, before any project starts, with the
 * one message that says how to get one (not a failure per file and a stack trace).
 */
export default function requireChromium(): void {
  const choice = findChromium();
  if (choice.path !== null) return;
  console.error(`\n${choice.problem}\n`);
  process.exit(1);
}
