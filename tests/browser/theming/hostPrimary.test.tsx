/**
 * docs/theming.md: one primary set in host CSS, on the widget's root or on any element around it,
 * in every theme, changes the primary button, the tab indicator, the focus ring and links, and
 * nothing else. Every colour property of every element is read from Chromium before and after the
 * host's rule.
 */
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { WidgetRoot } from '../../../src/widget/WidgetRoot';
import { themeClasses } from '../../../tokens';
import { mappedArgs, screenStories } from '../screenStories';

const SHOWN = ['MainScreen › SmsWhatsappEmailTabs', 'OTPAuthenticate › ResendWaitOver', 'PasswordCreateOrLogin › Login', 'EmailConfirmation › WithBackArrow'];
const stories = screenStories({}).filter(([name]) => SHOWN.includes(name));

const PROPERTIES = [
  'color',
  'background-color',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'outline-color',
  'text-decoration-color',
  'caret-color',
  'fill',
  'stroke',
  'box-shadow',
];

/** `element path › property` → computed value, for every element under `root`. */
function colours(root: Element): Map<string, string> {
  const out = new Map<string, string>();
  root.querySelectorAll('*').forEach((element, index) => {
    const style = getComputedStyle(element);
    for (const property of PROPERTIES) out.set(`${index} ${property}`, style.getPropertyValue(property));
    if (element instanceof HTMLInputElement) out.set(`${index} ::placeholder`, getComputedStyle(element, '::placeholder').color);
  });
  return out;
}

const hostCss = document.createElement('style');
afterEach(() => hostCss.remove());

// On the root, or on any element around it: the theme sets only the names it draws with, never the host's.
it.each([
  ['light', '#login .portico-root'],
  ['light', '#login'],
  ['dark', '#login'],
  ['system', 'body'],
] as const)('given the %s theme and `%s { --portico-colors-primary }` › only the button, tab indicator, focus ring and links change', async (theme, selector) => {
  await Promise.all(stories.map(([, Story]) => Story.load()));
  const screen = await render(
    <div id="login">
      <WidgetRoot theme={theme}>
        {stories.map(([name, Story]) => (
          <Story key={name} {...mappedArgs(Story)} />
        ))}
      </WidgetRoot>
    </div>,
  );
  const root = screen.container.querySelector('.portico-root')!;
  // The stories' frames draw in the root's theme, as the screens do inside the widget.
  root.querySelectorAll('[data-story-frame]').forEach((frame) => frame.classList.remove(...themeClasses));
  expect(root.querySelectorAll('[role="tab"][data-state="active"], button[data-variant="primary"], button[data-variant="text"]').length).toBeGreaterThan(3);
  await userEvent.keyboard('{Tab}');
  const focused = document.activeElement!;
  expect(focused.matches(':focus-visible')).toBe(true);

  document.head.append(hostCss);
  hostCss.textContent = '.portico-root * { transition: none !important; }';
  const before = colours(root);
  hostCss.textContent += `${selector} { --portico-colors-primary: #0b6e4f; }`;
  const after = colours(root);

  const elements = [...root.querySelectorAll('*')];
  const changed = [...after].filter(([key, value]) => before.get(key) !== value).map(([key]) => {
    const [index, property] = key.split(' ') as [string, string];
    return { element: elements[Number(index)]!, property };
  });
  const expected = (element: Element, property: string) =>
    Boolean(element.closest('button[data-variant="primary"]')) ||
    (element.matches('[role="tab"][data-state="active"]') && property === 'border-bottom-color') ||
    (element === focused && property === 'outline-color') ||
    Boolean(element.closest('button[data-variant="text"], a'));
  const unexpected = changed.filter(({ element, property }) => !expected(element, property));
  expect(unexpected.map(({ element, property }) => `${element.tagName} "${element.textContent?.slice(0, 30)}" ${property}`)).toEqual([]);

  // And each of the four did change.
  const did = (test: (element: Element, property: string) => boolean) => changed.some(({ element, property }) => test(element, property));
  expect(did((el, p) => el.matches('button[data-variant="primary"]') && p === 'background-color'), 'button').toBe(true);
  expect(getComputedStyle(root.querySelector('button[data-variant="primary"]')!).backgroundColor).toBe('rgb(11, 110, 79)');
  expect(did((el, p) => el.matches('[role="tab"][data-state="active"]') && p === 'border-bottom-color'), 'tab indicator').toBe(true);
  expect(did((el, p) => el === focused && p === 'outline-color'), 'focus ring').toBe(true);
  expect(did((el, p) => el.matches('button[data-variant="text"]') && p === 'color'), 'link').toBe(true);
  // The heading and labels keep the text colour.
  const heading = root.querySelector('h2, h1')!;
  expect(getComputedStyle(heading).color).toBe(before.get(`${elements.indexOf(heading)} color`));
});
