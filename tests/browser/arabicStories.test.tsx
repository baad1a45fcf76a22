/**
 * Every screen story in Arabic, right to left, passes axe. (The story projects check
 * every story right to left with the English catalogue, because play functions and tests find
 * elements by their English names; this test renders the stories alone, in Arabic.)
 */
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { mappedArgs, screenStories, phoneListsLoaded } from './screenStories';

const stories = screenStories({ lang: 'ar', dir: 'rtl' });

afterEach(() => cleanup());

describe('every screen story in Arabic, right to left', () => {
  it.each(stories)('%s', async (_, Story) => {
    await Story.load();
    const { container } = await render(<Story {...mappedArgs(Story)} />);
    const frame = container.querySelector<HTMLElement>('[data-story-frame]')!;
    const language = frame.querySelector<HTMLElement>(':scope > [lang]')!;
    if (language.lang !== 'ar') return; // a story that pins a language of its own
    expect(language.dir).toBe('rtl');
    // The locale was loaded before the story rendered; the phone library arrives just after.
    await expect.poll(() => phoneListsLoaded(container)).toBe(true);
    const { violations } = await axe.run(frame, { resultTypes: ['violations'] });
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
