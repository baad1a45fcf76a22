import { useRef } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightThemeClass } from '../../tokens';
import { Heading } from '../../src/primitives/Heading';

// What a screen change does: the person presses a button with the keyboard, the new title takes focus.
function ScreenChange() {
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <div className={lightThemeClass}>
      <button type="button" onClick={() => title.current?.focus()}>
        Continue
      </button>
      <Heading ref={title} level={2}>
        Check your email
      </Heading>
    </div>
  );
}

describe('Heading', () => {
  test('given a keyboard user › the title focused on a screen change draws no focus ring', async () => {
    await render(<ScreenChange />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const heading = page.getByRole('heading', { name: 'Check your email' });
    await expect.element(heading).toHaveFocus();
    expect(heading.element().matches(':focus-visible')).toBe(true); // the case the rule is for
    expect(getComputedStyle(heading.element()).outlineStyle).toBe('none');
  });
});
