/**
 * The host's CSS does not reach into the widget. Each screen's computed styles are read on
 * the playground, then again after hostile host rules are added (element selectors, a class plus
 * an element, `all: unset`, inherited text properties), and not one value may differ.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playground, startStack, type Stack } from './harness';

const HOSTILE = `
  body { font-family: "DejaVu Serif", serif; color: purple; line-height: 2; letter-spacing: 1px; word-spacing: 4px;
         text-transform: uppercase; text-align: center; font-style: italic; text-indent: 12px; text-shadow: 1px 1px red; }
  * { box-sizing: content-box; }
  h2 { font-size: 40px; margin: 30px; font-weight: 300; }
  .stage h2 { font-size: 18px; color: green; }
  p { margin: 3em; line-height: 3; font-size: 20px; }
  button { all: unset; }
  .stage button { background: yellow; padding: 20px; }
  input { border: 0; padding: 20px; font-size: 24px; background: pink; }
  label { display: block; text-transform: lowercase; font-weight: 900; margin: 10px; }
  a { color: red; text-decoration: none; font-size: 22px; }
  ul, li { list-style: square; padding: 20px; margin: 20px; }
  select { border: 3px dashed blue; font-size: 30px; }
  div { padding: 2px; }
  span { font-weight: bold; }
  svg { width: 60px; height: 60px; }
`;
// Part of both readings, so a blinking caret or a moving spinner does not differ between them.
const STILL = '*, *::before, *::after { animation-play-state: paused !important; transition: none !important; }';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/**
 * Every computed style of every element in the widget, its pseudo-elements included, with each
 * element's size. Where the widget sits on the page is the host's business, so positions are left
 * out. (Pictures were compared first; rounded focus rings rasterise a little differently at
 * another page offset, which is noise, where a computed style names the property that leaked.)
 */
function styles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    // Offsets of positioned elements resolve against the page, so they follow where the host puts the widget.
    const PLACEMENT = /^(top|right|bottom|left|inset-.*)$/;
    const out: Record<string, string> = {};
    const root = document.querySelector('[data-portico-root]')!;
    // A country list's 240 options are drawn by the browser, and their <select> is read itself.
    [root, ...root.querySelectorAll(':not(option)')].forEach((element, n) => {
      const name = `${n} <${element.tagName.toLowerCase()} ${element.getAttribute('class') ?? ''}>`;
      for (const pseudo of [null, '::before', '::after', '::placeholder']) {
        const computed = getComputedStyle(element, pseudo);
        for (const property of computed) {
          if (!PLACEMENT.test(property)) out[`${name}${pseudo ?? ''} ${property}`] = computed.getPropertyValue(property);
        }
      }
      const box = element.getBoundingClientRect();
      out[`${name} size`] = `${box.width.toFixed(2)}x${box.height.toFixed(2)}`;
    });
    return out;
  });
}

/** What the hostile rules changed, as "element property: before → after" lines. */
async function changedUnderHostileCss(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0); // nothing is hovered in either reading
  // The countdown holds still for both readings. A minute ahead, not a second: the page's clock runs
  // on while this call travels, and on a busy machine a second had passed ("Cannot fast-forward to
  // the past"). The countdown jumps a minute, then stands.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  const plain = await styles(page);
  const rules = await page.addStyleTag({ content: HOSTILE });
  const hostile = await styles(page);
  await rules.evaluate((style) => (style as HTMLStyleElement).remove());
  await page.clock.resume();
  const keys = new Set([...Object.keys(plain), ...Object.keys(hostile)]);
  return [...keys].filter((key) => plain[key] !== hostile[key]).map((key) => `${key}: ${plain[key]} → ${hostile[key]}`);
}

async function open(config: object) {
  const { page, context } = await stack.newPage();
  await page.clock.install();
  await page.goto(playground(stack.url, config));
  await page.addStyleTag({ content: STILL });
  await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
  return { page, context };
}

describe('hostile host CSS changes nothing', () => {
  it('on Main with two methods, the code screen and the password screen', async () => {
    const { page, context } = await open({ products: ['passwords', 'otp'], otpOptions: { methods: ['sms'] } });
    await page.getByRole('tab', { name: 'Text' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await changedUnderHostileCss(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Text' }).click();
    await expect.poll(() => page.locator('select option').count()).toBeGreaterThan(200);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('2025550188');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    await page.getByText('+1 202 555 0188').waitFor();
    expect(await changedUnderHostileCss(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(`isolation-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByRole('textbox', { name: 'Password' }).fill('correct horse battery staple');
    await page.getByRole('meter', { name: 'Password strength' }).waitFor();
    expect(await changedUnderHostileCss(page)).toEqual([]);
    await context.close();
  });

  it('on the email-sent screen, with its links', async () => {
    const { page, context } = await open({ products: ['emailMagicLinks'] });
    await page.getByRole('textbox', { name: 'Email' }).fill(`isolation-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await changedUnderHostileCss(page)).toEqual([]);
    await context.close();
  });
});
