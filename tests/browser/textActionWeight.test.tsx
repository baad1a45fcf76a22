/**
 * A text button used as an action (`common.textAction`: "Send a new code") is bold whichever
 * stylesheet comes last. It once tied with the Button's text variant (regular weight), one class
 * each, so the order the two stylesheets arrived in decided: moving PhoneNumberSettings onto
 * CodeForm changed that order and drew the link regular (note). Here the Button's
 * stylesheet is moved after every other, as a different import order would place it.
 */
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../../src/primitives/Button';
import * as buttonStyles from '../../src/primitives/Button.css';
import * as common from '../../src/screens/common.css';
import { WidgetRoot } from '../../src/widget/WidgetRoot';

test('a text action stays bold when the Button stylesheet comes after the common one', async () => {
  await render(
    <WidgetRoot>
      <Button variant="text" className={common.textAction}>
        Send a new code
      </Button>
    </WidgetRoot>,
  );
  const button = page.getByRole('button', { name: 'Send a new code' }).element();
  const bold = getComputedStyle(button).fontWeight;
  // The sheet holding the text variant's rule, moved to the end of the document.
  const variantClass = buttonStyles.variant.text.split(' ')[0]!;
  const sheet = [...document.querySelectorAll('style')].find((style) => style.textContent?.includes(`.${variantClass}`));
  expect(sheet).toBeDefined();
  document.head.appendChild(sheet!);
  expect(Number(bold)).toBeGreaterThanOrEqual(600);
  expect(getComputedStyle(button).fontWeight).toBe(bold);
});
