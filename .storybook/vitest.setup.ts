// Storybook's Vitest addon applies the project annotations (preview.tsx, a11y) itself.
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { resetEnglish } from '../src/i18n/english';

// A product's screens arrive in a lazily loaded chunk; with the whole suite (or other work) running
// on two cores, fetching one can take many times testing-library's default second. This bounds a
// hang only (vitest.config.ts, PATIENCE and WAIT): findBy and waitFor return as soon as the state is there.
configure({ asyncUtilTimeout: 120_000 });

// The story projects share one page between files (isolate: false, vitest.config.ts), and this
// file runs again before each: each file starts with the English a fresh page has. Animations and
// carets are stilled for every compared frame by the screenshot options in vitest.config.ts.
beforeAll(() => {
  resetEnglish();
});

// Under reduced motion (the stories-system-settings project) our own styles stop every animation
// (tokens/theme.css.ts); the screenshot options would hide one that still runs, so this finds it.
afterEach(() => {
  if (!matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const frame = document.querySelector('[data-story-frame]');
  const moving = document.getAnimations().filter((a) => a.playState === 'running' && frame?.contains((a.effect as KeyframeEffect | null)?.target ?? null));
  expect(moving.map((a) => (a as CSSAnimation).animationName ?? a.constructor.name), 'animations running under reduced motion').toEqual([]);
});

// A screen's Controls are fields a designer edits (text, boolean, select), never raw JSON.
// An object arg needs a control of its own (a select by name, fields a render builds it from) or none.
afterEach((ctx) => {
  const story = (ctx as { story?: { id: string; argTypes: Record<string, { control?: { type?: string; disable?: boolean } | false }> } }).story;
  if (!story?.id.startsWith('screens-')) return;
  const json = Object.entries(story.argTypes).filter(([, { control }]) => control && control.type === 'object' && !control.disable);
  expect(json.map(([name]) => name), `${story.id}: args edited as raw JSON`).toEqual([]);
});

// Visual regression: each story's rendered frame is compared with its committed reference. A story's
// tests (`.test('…')`) check behaviour; the story itself is the state a reference is kept of.
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') return;
  if ((ctx as { story?: { tags: string[] } }).story?.tags.includes('test-fn')) return;
  const frame = document.querySelector<HTMLElement>('[data-story-frame]');
  if (!frame || frame.dataset.screenshot === 'off') return;
  await expect.element(page.elementLocator(frame)).toMatchScreenshot();
  // Read by scripts/summaryReporter.ts, so the run says how many comparisons it made.
  (ctx.task.meta as { screenshotCompared?: boolean }).screenshotCompared = true;
});
