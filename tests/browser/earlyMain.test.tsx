/**
 * MountLogin draws Main's email form before React arrives (src/widget/earlyMain.ts). It
 * must be the widget's own first render, element for element, so nothing moves when the widget
 * takes its place; and what a person did on it (text, focus, a submit) must reach the widget.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountLogin } from '../../src/widget/mount/mountLogin';
import { fakeClient } from '../../stories/flows/fakeClient';

afterEach(() => {
  document.body.innerHTML = '';
});

function target(): HTMLElement {
  const el = document.createElement('div');
  el.id = 'login';
  document.body.appendChild(el);
  return el;
}

/** The markup with attributes in a fixed order and the field's id (React's useId, or the early one) named alike. */
function normalised(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  const id = box.querySelector('input')?.id ?? '';
  for (const element of Array.from(box.querySelectorAll('*'))) {
    const attributes = Array.from(element.attributes).map((a) => [a.name, a.value.replaceAll(id, 'FIELD')] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b))) element.setAttribute(name, value);
  }
  return box.innerHTML;
}

const early = (el: HTMLElement) => el.querySelector('#portico-early-email');
const drawn = (el: HTMLElement) => el.querySelector('input[name="email"]') !== null && early(el) === null;

describe('the early Main', () => {
  for (const theme of ['light', 'dark', 'system'] as const) {
    it(`is the widget's first render of Main, element for element (${theme} theme, a host colour)`, async () => {
      const el = target();
      mountLogin({ elementId: '#login', client: fakeClient(), theme, styles: { colors: { primary: '#7a1f5c' } } });
      const before = el.innerHTML;
      expect(early(el)).not.toBeNull();
      await expect.poll(() => drawn(el)).toBe(true);
      expect(normalised(before).split('><')).toEqual(normalised(el.innerHTML).split('><'));
    });
  }

  it('hands what the person typed, the focus and a submit to the widget, which sends it once', async () => {
    const el = target();
    const client = fakeClient();
    mountLogin({ elementId: '#login', client });
    const field = early(el) as HTMLInputElement;
    field.focus();
    field.value = 'ada@example.com';
    field.form!.requestSubmit();
    expect(client.callsTo('magicLinks.email.loginOrCreate')).toHaveLength(0);
    await expect.poll(() => client.callsTo('magicLinks.email.loginOrCreate').length).toBe(1);
    expect(client.callsTo('magicLinks.email.loginOrCreate')[0]![0]).toBe('ada@example.com');
  });

  it('keeps typed text and focus without a submit: the person goes on typing in the widget', async () => {
    const el = target();
    mountLogin({ elementId: '#login', client: fakeClient() });
    const field = early(el) as HTMLInputElement;
    field.focus();
    field.value = 'ada@exa';
    await expect.poll(() => drawn(el)).toBe(true);
    const widgetField = el.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(widgetField.value).toBe('ada@exa');
    expect(document.activeElement).toBe(widgetField);
    await userEvent.keyboard('mple.com');
    expect(widgetField.value).toBe('ada@example.com');
  });

  it('is drawn for an empty products list, which the widget reads as the default product', () => {
    const el = target();
    mountLogin({ elementId: '#login', client: fakeClient(), config: { products: [] } });
    expect(early(el)).not.toBeNull();
  });

  it('is not drawn where Main is more than the email form (another product, a logo): the widget draws it', () => {
    const el = target();
    mountLogin({ elementId: '#login', client: fakeClient(), config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } } });
    expect(early(el)).toBeNull();
    document.body.innerHTML = '';
    const other = target();
    mountLogin({ elementId: '#login', client: fakeClient(), styles: { logo: { logoImageUrl: '/logo.svg' } } });
    expect(early(other)).toBeNull();
  });

  it('unmounted before the widget arrives: everything goes, and the widget never draws', async () => {
    const el = target();
    const client = fakeClient();
    const widget = mountLogin({ elementId: '#login', client });
    widget.unmount();
    expect(el.innerHTML).toBe('');
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))); // the early form's frame, after which mountLogin fetches the widget…
    await import('../../src/widget/mount/mountLoginWidget'); // …its module has arrived…
    await new Promise((resolve) => setTimeout(resolve, 0)); // …and one task later mountLogin's callback has run: nothing may draw
    expect(el.innerHTML).toBe('');
    expect(client.serverCalls()).toEqual([]); // a widget mounted anywhere would have asked for the bootstrap
  });
});
