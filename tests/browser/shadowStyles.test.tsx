/**
 * With `enableShadowDOM` and no `css` option, the shadow root gets the widget's own CSS
 * only (its rules are marked `:not(.portico-never)`, scripts/cssIsolation.mjs), never the host's:
 * a host's `!important` rules change nothing inside, and a host that keeps changing <head> (as
 * CSS-in-JS does) costs no re-serialisation of the page's CSS.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountLogin } from '../../src/widget/mount/mountLogin';
import { fakeClient } from '../../stories/flows/fakeClient';

const HOSTILE = `
  h2 { font-size: 40px !important; color: rgb(255, 0, 0) !important; margin: 30px !important; }
  button { background: yellow !important; padding: 20px !important; }
  input { font-size: 24px !important; border: 0 !important; }
  * { letter-spacing: 3px !important; font-family: serif !important; }
`;

afterEach(() => {
  document.body.innerHTML = '';
  document.querySelectorAll('style[data-test-host]').forEach((s) => s.remove());
});

/**
 * The pointer is the test page's, left wherever the previous test file's last click put it (CI's
 * clean clone runs files in another order): over the submit button it would read the hover colour.
 */
async function parkPointer() {
  const rest = document.createElement('div');
  rest.style.cssText = 'position: fixed; inset-block-end: 0; inset-inline-end: 0; inline-size: 4px; block-size: 4px;';
  document.body.appendChild(rest);
  await userEvent.hover(rest);
}

async function mountShadowed() {
  await parkPointer();
  const el = document.createElement('div');
  el.id = 'shadowed';
  document.body.appendChild(el);
  const widget = mountLogin({ elementId: '#shadowed', client: fakeClient(), config: { enableShadowDOM: true } });
  const shadowHost = el.querySelector<HTMLElement>('[data-portico-host]')!;
  await expect.poll(() => shadowHost.shadowRoot?.querySelector('h2')?.textContent).toBe('Sign up or log in');
  await expect.poll(() => shadowHost.shadowRoot && getComputedStyle(shadowHost.shadowRoot.querySelector('button[type="submit"]')!).backgroundColor).toBe('rgb(25, 48, 61)');
  return { widget, shadowHost, shadow: shadowHost.shadowRoot! };
}

function computed(shadow: ShadowRoot): Record<string, string> {
  const out: Record<string, string> = {};
  shadow.querySelectorAll('h2, button, input, label, p').forEach((element, n) => {
    const style = getComputedStyle(element);
    for (const property of ['font-size', 'color', 'margin-top', 'background-color', 'padding-top', 'letter-spacing', 'font-family', 'border-top-width']) {
      out[`${n} ${element.tagName} ${property}`] = style.getPropertyValue(property);
    }
  });
  return out;
}

function addHostStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.dataset.testHost = '';
  style.textContent = css;
  document.head.appendChild(style);
  return style;
}

describe('enableShadowDOM without a css option', () => {
  it("a host's !important rules change nothing inside the widget: computed styles and a screenshot", async () => {
    const plain = await mountShadowed();
    const plainStyles = computed(plain.shadow);
    const plainShot = await page.screenshot({ element: plain.shadowHost, save: false, base64: true });
    plain.widget.unmount();
    document.body.innerHTML = '';

    // The host's rules were on the page before the widget mounted.
    addHostStyle(HOSTILE);
    const hostile = await mountShadowed();
    expect(hostile.shadow.querySelector('h2')!.textContent).toBe('Sign up or log in');
    expect(computed(hostile.shadow)).toEqual(plainStyles);
    expect(await page.screenshot({ element: hostile.shadowHost, save: false, base64: true })).toBe(plainShot);
    hostile.widget.unmount();
  });

  it("copies none of the host's rules into the shadow root, and serialises nothing when the host changes <head>", async () => {
    addHostStyle('.host-only-rule { color: rgb(1, 2, 3); }');
    const { widget, shadow } = await mountShadowed();
    const adopted = shadow.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('\n');
    expect(adopted).toContain('portico-never');
    expect(adopted).not.toContain('host-only-rule');

    // Count every read of a rule's text while a CSS-in-JS host adds its styles.
    const descriptor = Object.getOwnPropertyDescriptor(CSSRule.prototype, 'cssText')!;
    let reads = 0;
    Object.defineProperty(CSSRule.prototype, 'cssText', { ...descriptor, get() { reads += 1; return descriptor.get!.call(this); } });
    try {
      for (let i = 0; i < 20; i++) addHostStyle(Array.from({ length: 50 }, (_, j) => `.css-in-js-${i}-${j} { color: red; }`).join('\n'));
      // MutationObserver callbacks run as microtasks; let them.
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      Object.defineProperty(CSSRule.prototype, 'cssText', descriptor);
    }
    expect(reads).toBe(0);
    widget.unmount();
  });
});
