/**
 * Main's email form, drawn by the mount call itself with the DOM API, while React and
 * the widget download. It is the same markup, classes and text as the widget's first render of
 * Main for email magic links (tests/browser/earlyMain.test.tsx compares the two), so nothing moves
 * when the widget takes its place. A person can use it at once: what they type, the field's focus
 * and a submit are handed to the widget when it draws (handOver).
 */
import { themeClassOf } from '../../tokens/theme.css';
import { toCssVars } from '../../tokens/styles';
import type { ProductId } from '../flows/config';
import { coreMessages } from '../i18n/messages/core';
import * as cardCss from '../primitives/Card.css';
import * as buttonCss from '../primitives/Button.css';
import * as fieldCss from '../primitives/field.css';
import * as headingCss from '../primitives/Heading.css';
import * as layoutCss from '../primitives/layout.css';
import * as inputCss from '../primitives/TextInput.css';
import * as hiddenCss from '../primitives/VisuallyHidden.css';
import * as commonCss from '../screens/common.css';
import * as screenCss from '../screens/ScreenLayout.css';
import type { LoginProps } from './Login';
import * as rootCss from './WidgetRoot.css';

/** Takes what the person did on the early form; its result gives it to the widget's form once drawn. */
export type EarlyMain = () => (container: HTMLElement) => void;

type Tag = keyof HTMLElementTagNameMap;

function el(tag: Tag, className: string, attributes: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElement {
  const element = document.createElement(tag);
  if (className) element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/**
 * Only where Main's first render is the email form alone, from defaults: email magic links, no
 * logo, title shown, English (the widget's first render is English until a locale arrives), the
 * page's own light DOM. Anything else waits for the widget, as before.
 */
function drawsEarly({ config, styles, dir }: LoginProps): boolean {
  // As withDefaults reads the list: empty or missing is the default product, a repeat counts once.
  const products = new Set<ProductId>(config?.products?.length ? config.products : ['emailMagicLinks']);
  return products.size === 1 && products.has('emailMagicLinks') && !styles?.logo?.logoImageUrl && !styles?.hideHeaderText && dir !== 'rtl';
}

export function drawEarlyMain(host: HTMLElement, props: LoginProps): EarlyMain | undefined {
  if (!drawsEarly(props)) return undefined;
  const text = (id: keyof typeof coreMessages) => props.strings?.[id] ?? coreMessages[id];
  const input = el('input', inputCss.input, {
    id: 'portico-early-email',
    part: 'input',
    dir: 'ltr',
    inputmode: 'email',
    autocomplete: 'email',
    placeholder: text('main.emailPlaceholder'),
    required: '',
    type: 'email',
    name: 'email',
    value: '',
  }) as HTMLInputElement;
  const form = el(
    'form',
    commonCss.tight,
    { novalidate: '' },
    el('div', inputCss.root, {}, el('label', fieldCss.label, { for: input.id }, text('common.email')), el('div', inputCss.control, {}, input)),
    el('button', `${buttonCss.root} ${buttonCss.variant.primary}`, { type: 'submit', 'data-variant': 'primary', part: 'button button-primary' }, text('main.continueWithEmail')),
  );
  let submitted = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
  });
  const theme = props.theme ?? 'light';
  const root = el(
    'div',
    `portico-root ${themeClassOf[theme]} ${rootCss.root}`,
    { dir: 'ltr', lang: 'en', 'data-portico-root': '' },
    el(
      'div',
      `${cardCss.root} ${rootCss.card}`,
      { part: 'card', 'data-screen': 'Main' },
      el(
        'div',
        layoutCss.column,
        {},
        el('h2', `${headingCss.root} ${headingCss.level[2]} ${screenCss.title}`, { tabindex: '-1' }, text('main.header')),
        el('div', '', { 'data-main-part': 'form' }, form),
      ),
    ),
  );
  for (const [name, value] of Object.entries(toCssVars(props.styles, theme))) root.style.setProperty(name, value);
  host.append(root, el('span', hiddenCss.root, { role: 'alert', 'aria-atomic': 'true', 'data-announcer': '' }));

  return () => {
    const { value } = input;
    const focused = input.ownerDocument.activeElement === input;
    return (container) => {
      const field = container.querySelector<HTMLInputElement>('input[name="email"]');
      if (!field) return;
      if (value) {
        // The widget's field is React's: its value setter bypassed, so React hears an input event.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      // A pending submit focuses the field too: the widget learns of its use (and holds the call for
      // a bot challenge's code, docs/bots.md) as for a person who pressed Enter in the field.
      if (focused || submitted) field.focus();
      if (submitted) field.form?.requestSubmit();
    };
  };
}
