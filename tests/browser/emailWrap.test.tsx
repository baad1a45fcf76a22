/**
 * An email address never wraps at its hyphens. In a narrow column the sentence wraps, and
 * the address may break where it must, but never right after a '-' (which reads as part of a
 * different address); copying still gives the address as typed.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { IsolatedValue } from '../../src/screens/IsolatedValue';
import { WidgetRoot } from '../../src/widget/WidgetRoot';

const EMAIL = 'ada-lovelace-byron@analytical-engine-society.example.com';

/** Whether the hyphen at `index` of the element's text and the character after it sit on one line. */
function hyphenStaysWithNext(root: Element, index: number): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let offset = 0;
  let start = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!start && index < offset + length) {
      range.setStart(node, index - offset);
      start = true;
    }
    if (start && index + 2 <= offset + length) {
      range.setEnd(node, index + 2 - offset);
      break;
    }
    offset += length;
  }
  const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
  return tops.size === 1;
}

describe('an address in a sentence', () => {
  it.each([120, 160, 200, 240, 280])('at %i px wide › never breaks after a hyphen', async (width) => {
    const screen = await render(
      <WidgetRoot>
        <p data-testid="sentence" style={{ inlineSize: `${width}px`, overflowWrap: 'anywhere' }}>
          <IsolatedValue text={`An email was sent to ${EMAIL}.`} value={EMAIL} />
        </p>
      </WidgetRoot>,
    );
    const sentence = screen.getByTestId('sentence').element();
    expect(sentence.textContent).toBe(`An email was sent to ${EMAIL}.`);
    const text = sentence.textContent ?? '';
    for (let index = text.indexOf('-'); index !== -1; index = text.indexOf('-', index + 1)) {
      expect(hyphenStaysWithNext(sentence, index), `'-' at ${index}`).toBe(true);
    }
  });
});
