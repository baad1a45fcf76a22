/**
 * `theme: 'system'` follows the operating system's light or dark setting live, without a
 * reload, as Chromium emulates `prefers-color-scheme`; `styles.light` / `styles.dark` apply per mode.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { mountLogin } from '../../../src/widget/mount/mountLogin';
import { darkTheme, lightTheme } from '../../../tokens';
import { fakeClient } from '../../../stories/flows/fakeClient';
import { literal, painted } from './paint';

const osSetting = (scheme: 'light' | 'dark') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: scheme }] });

const host = () => {
  const el = document.createElement('div');
  el.id = 'login';
  document.body.appendChild(el);
  return el;
};

// Read through the painted colour: derived values compute as color(srgb-linear …), literals as rgb().
const colourOf = (element: Element, property: string) => painted(element, property).join();
const expectColour = async (element: () => Element, property: string, hex: string) =>
  expect.poll(() => colourOf(element(), property)).toBe(literal(hex).join());

let unmount: (() => void) | undefined;
beforeEach(() => osSetting('light'));
afterEach(async () => {
  unmount?.();
  document.body.innerHTML = '';
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

describe("theme 'system'", () => {
  it('given the OS switches to dark and back › the widget follows, on the same page', async () => {
    host();
    unmount = mountLogin({ elementId: '#login', client: fakeClient(), theme: 'system' }).unmount;
    const button = () => page.getByRole('button', { name: 'Continue with email' }).element();
    const root = () => document.querySelector('.portico-root')!;
    await expectColour(button, 'background-color', lightTheme.buttons.primary.backgroundColor);
    await expectColour(root, 'color', lightTheme.colors.text);

    await osSetting('dark');
    await expectColour(button, 'background-color', darkTheme.buttons.primary.backgroundColor);
    await expectColour(button, 'color', darkTheme.buttons.primary.textColor);
    await expectColour(root, 'color', darkTheme.colors.text);

    await osSetting('light');
    await expectColour(button, 'background-color', lightTheme.buttons.primary.backgroundColor);
  });

  it('given styles.light and styles.dark › each mode wears its own brand colour, with a readable label', async () => {
    host();
    const styles = { fontFamily: 'Georgia, serif', light: { colors: { primary: '#0B6E4F' } }, dark: { colors: { primary: '#7FE0C0' } } };
    unmount = mountLogin({ elementId: '#login', client: fakeClient(), theme: 'system', styles }).unmount;
    const button = () => page.getByRole('button', { name: 'Continue with email' }).element();
    await expectColour(button, 'background-color', '#0B6E4F');
    await expectColour(button, 'color', '#FFFFFF');
    await osSetting('dark');
    await expectColour(button, 'background-color', '#7FE0C0');
    // The dark theme's own foreground still reads on this primary, so it stays.
    await expectColour(button, 'color', darkTheme.colors.onPrimary);
    // What both modes share applies in both.
    expect(getComputedStyle(button()).fontFamily).toBe('Georgia, serif');
  });
});

describe("theme 'dark' with a brand colour", () => {
  it("given the issue's #0b6e4f › the label on the button is white, and the button keeps the brand colour", async () => {
    host();
    unmount = mountLogin({ elementId: '#login', client: fakeClient(), theme: 'dark', styles: { colors: { primary: '#0b6e4f' } } }).unmount;
    const button = () => page.getByRole('button', { name: 'Continue with email' }).element();
    await expectColour(button, 'background-color', '#0B6E4F');
    await expectColour(button, 'color', '#FFFFFF');
    // The heading keeps the text colour (styles.colors.primary no longer recolours text).
    await expectColour(() => page.getByRole('heading', { name: 'Sign up or log in' }).element(), 'color', darkTheme.colors.text);
  });
});
