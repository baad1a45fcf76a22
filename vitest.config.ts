import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { isVanillaCss, porticoIsolation } from './scripts/cssIsolation.mjs';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM, findChromium } from './scripts/chromium.js';
import { testFontsEnv } from './scripts/testFonts.js';
import { modes, type ModeName } from './.storybook/modes.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every Chromium a test starts, here or in a worker (the e2e files launch their own), inherits this
// and sees the repository's fonts only (scripts/testFonts.ts): a screenshot or a measured layout is
// the same on any machine, whatever fonts it has.
Object.assign(process.env, testFontsEnv());

// CHROMIUM_PATH, Playwright's own Chromium, or Debian's; never a browser downloaded by a test (TOOLCHAIN.md).
// With none, tests/setup/requireChromium.ts stops the run before this path is ever launched.
export const chromium = (contextOptions?: ChromiumContext) =>
  playwright({
    launchOptions: {
      executablePath: findChromium().path ?? DEBIAN_CHROMIUM,
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--force-color-profile=srgb'],
    },
    contextOptions,
  });
type ChromiumContext = { forcedColors?: 'active'; reducedMotion?: 'reduce' };

/**
 * Time-outs bound a hang; they never measure speed. A browser test on a busy two-core machine (the
 * whole suite, or other work, beside it) can take many times as long as on a quiet one, so every
 * wait for what a person sees (an element, a lazily loaded chunk, a stable screenshot) is patient.
 * `npm run test:busy` runs the suite under a CPU hog to keep it so.
 *
 * 120 s per wait (a poll, findBy in .storybook/vitest.setup.ts, a stable screenshot), 300 s per test.
 * With 30 and 90, a 6-worker `test:busy` run on a slower machine (2026-12-07) failed 15 story tests,
 * each after 30 s: Login stories waiting for the screen after a submit (a lazily loaded chunk), and a
 * screenshot that matched its reference once taken (the one it attached was identical to it). With
 * 60, the first Login story of a project, whose first render waits for Vite's first transform of the
 * widget, still ran out (the same story then passed in 61 s).
 */
const WAIT = 120_000;
const PATIENCE = { testTimeout: 300_000, hookTimeout: 300_000, expect: { poll: { timeout: WAIT } } };

/**
 * Node test files that need a module graph of their own: they read the English catalogue as no
 * other file has filled it (i18n), or replace a module (`vi.mock`). Shuffled runs of the rest with
 * one shared graph per worker pass (`--sequence.shuffle.files`).
 */
const FRESH_MODULES = ['tests/unit/i18n/locales.test.ts', 'tests/unit/i18n/translator.test.ts', 'tests/unit/client/webauthn.test.ts', 'tests/unit/widget/preloadOnUse.test.ts'];

/** `folder`: where this project's references go, beside the default (light) ones. */
const browser = (name: string, { folder, context }: { folder?: string; context?: ChromiumContext } = {}) => ({
  enabled: true,
  headless: true,
  instances: [{ browser: 'chromium' as const, name }],
  provider: chromium(context),
  viewport: { width: 800, height: 900 },
  // References only: failure screenshots would land beside the committed ones.
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      // Until two frames in a row are alike: a loaded machine may paint (and capture) late.
      timeout: WAIT,
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
      // Every compared frame, in every project: animations finished or cancelled to their first
      // frame, the text caret and the OTP cells' drawn caret hidden. Where either happens to be
      // when the frame is taken is timing, not the state a reference keeps.
      screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const, style: '[data-caret] { visibility: hidden !important; }' },
      ...(folder && {
        resolveScreenshotPath: (p: ScreenshotPathData) =>
          path.resolve(p.root, p.testFileDirectory, p.screenshotDirectory, p.testFileName, folder, `${p.arg}-${p.browserName}-${p.platform}${p.ext}`),
      }),
    },
  },
});
type ScreenshotPathData = Record<'root' | 'testFileDirectory' | 'screenshotDirectory' | 'testFileName' | 'arg' | 'browserName' | 'platform' | 'ext', string>;

const configDir = path.join(dirname, '.storybook');

/**
 * Every story in one mode (.storybook/modes.ts): axe and a screenshot each. Light is `stories`, the
 * others `stories-<mode>`; `--project 'stories*'` runs them all.
 */
const storiesIn = (mode: ModeName) => ({
  extends: true as const,
  plugins: [storybookTest({ configDir, initialGlobals: modes[mode] })],
  test: {
    name: mode === 'light' ? 'stories' : `stories-${mode}`,
    ...PATIENCE,
    // One page for all story files (not a fresh iframe per file): 32% less CPU for the same results
    // (issue 18). Safe because .storybook/vitest.setup.ts and each story set their own state.
    isolate: false,
    setupFiles: ['.storybook/vitest.setup.ts'],
    browser: browser(`stories ${mode} (chromium)`, { folder: mode === 'light' ? undefined : mode }),
  },
});

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  // As in the build: our rules outrank the host's (scripts/cssIsolation.mjs).
  css: { postcss: { plugins: [porticoIsolation({ only: isVanillaCss })] } },
  // Pre-bundled with Radix Select's scroll lock, which must share this module's nonce: found late,
  // it would be bundled a second time and the page reloaded mid-run.
  optimizeDeps: { include: ['get-nonce'] },
  test: {
    reporters: ['default', './scripts/summaryReporter.ts'],
    // Chromium and a first Vite transform of the test's imports, on a loaded machine (see PATIENCE).
    // Here, not in a project's `browser`: Vitest reads the root's (4.1), and a project's own was
    // ignored, so the default 60 s applied, and a loaded CI run connected no browser project at all.
    browser: { connectTimeout: 180_000 },
    // Every project drives Chromium somewhere (the unit project's passkey ceremony too).
    globalSetup: ['tests/setup/requireChromium.ts', 'tests/setup/testFonts.ts', 'tests/setup/buildOnce.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/emulator/**/*.test.ts', 'tests/server/**/*.test.ts'],
          exclude: FRESH_MODULES,
          // Loading every product chunk, or Chromium for the passkey ceremony, is slow on a loaded machine.
          ...PATIENCE,
          // One module graph per worker, not one per file: importing the emulator, Better Auth or the
          // widget afresh for each file was half this project's time (428 s against 222 s alone).
          // These files build their own apps, databases and servers and restore what they fake;
          // the few that need fresh modules run in `unit-isolated`.
          // Tried and dropped (2026-12-07): the two unit projects in a group of their own before the
          // browser ones, two files at a time: 748 s against 757 s for the same projects, within the
          // noise, and 5 % more CPU. (A negative groupOrder there ran no unit test, silently.)
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', environment: 'node', include: FRESH_MODULES, ...PATIENCE },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          ...PATIENCE,
          // Isolated (a fresh iframe per file): with isolate: false PhoneInput's and Toaster's tests
          // failed (fake timers, a lazily loaded library shared between files) and the run hung.
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/browser/setup.ts'],
          browser: browser('browser (chromium)'),
        },
      },
      storiesIn('light'),
      storiesIn('dark'),
      storiesIn('rtl'),
      // The operating system's accessibility settings, as Chromium emulates them: Windows high
      // contrast (forced colours) and reduced motion, for the stories tagged to show them.
      {
        extends: true,
        plugins: [storybookTest({ configDir, tags: { include: ['forced-colors', 'reduced-motion'] } })],
        test: {
          name: 'stories-system-settings',
          ...PATIENCE,
          isolate: false,
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: browser('stories system settings (chromium)', {
            folder: 'system-settings',
            context: { forcedColors: 'active', reducedMotion: 'reduce' },
          }),
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          // Bounds a hang (see PATIENCE): a flow through Chromium and the emulator, or the demo's one
          // build per run, takes minutes on a loaded machine, seconds on a quiet one.
          testTimeout: 240_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: 60_000 } },
          // Three files at a time: each starts its own emulator (in memory, port 0), demo server and
          // Chromium, so they share no state; much of an e2e file is waiting on the network, so
          // three overlap well on two cores (with two, 14 % of both cores stayed idle). dist/ and
          // the demo's pages are built once per run for the files that need them (onceEachRun.ts).
          // Its own group, after the unit and browser projects: Vitest runs one group at a time, and
          // refuses two worker counts in one group.
          fileParallelism: true,
          maxWorkers: 3,
          // One module graph per worker, as in `unit`: every file imported Playwright, the emulator
          // and Better Auth afresh (90 s of the group's import time, 8 s without). The files share
          // no module state: each starts its own servers and browser and closes them. Measured on a
          // quiet machine, this group alone: 538 s and 923 CPU-s, against 592 s and 1,024.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
