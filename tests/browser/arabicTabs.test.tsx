/**
 * Main's tab labels stay on one line in Arabic ('البريد الإلكتروني' wrapped onto two),
 * at the card's own width and in a card squeezed by a narrow phone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { mappedArgs, screenStories } from './screenStories';

const [, Story] = screenStories({ lang: 'ar', dir: 'rtl' }).find(([name]) => name === 'MainScreen › SmsWhatsappEmailTabs')!;

/** How many lines a tab's label takes (the distinct tops of its text's boxes). */
function lines(tab: Element): number {
  const range = document.createRange();
  range.selectNodeContents(tab);
  return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
}

afterEach(() => cleanup());

describe('Main tabs in Arabic', () => {
  it.each([800, 320])('in a %i px wide page › every label on one line, inside the tab list', async (width) => {
    await Story.load();
    const { container } = await render(
      <div style={{ inlineSize: `${width}px` }}>
        <Story {...mappedArgs(Story)} />
      </div>,
    );
    const tabs = [...container.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['رسالة نصية', 'واتساب', 'البريد الإلكتروني']);
    for (const tab of tabs) expect(lines(tab), tab.textContent ?? '').toBe(1);
    const list = container.querySelector('[role="tablist"]')!.getBoundingClientRect();
    for (const tab of tabs) {
      const box = tab.getBoundingClientRect();
      expect(box.left, tab.textContent ?? '').toBeGreaterThanOrEqual(list.left - 0.5);
      expect(box.right, tab.textContent ?? '').toBeLessThanOrEqual(list.right + 0.5);
    }
  });
});
