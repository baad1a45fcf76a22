/**
 * Every colour pair a rendered widget draws, found the way a contrast checker finds them: each
 * element's own text on the opaque colour behind it, placeholders, the active tab's indicator, a
 * faint primary button's edge, the boundaries of inputs, the focus ring around every element a
 * keyboard reaches, and a themed button's text on its hover and pressed backgrounds. Pairs that
 * come out the same under a few probe colours are one pair (the same tokens on the same surface),
 * so a sweep measures each once per colour.
 */
import { contrast, hex, paint, type Rgba } from './paint';

const cache = new Map<string, Rgba>();
export const painted = (colour: string): Rgba => cache.get(colour) ?? cache.set(colour, paint(colour)).get(colour)!;

/** The opaque colour behind `element`: its own background or its nearest ancestor's, composited. */
export function backdrop(element: Element | null): Rgba {
  if (!element) return [255, 255, 255, 255];
  const [r, g, b, a] = painted(getComputedStyle(element).backgroundColor);
  if (a === 255) return [r, g, b, a];
  const [br, bg, bb] = backdrop(element.parentElement);
  const mix = (top: number, under: number) => Math.round((top * a + under * (255 - a)) / 255);
  return [mix(r, br), mix(g, bg), mix(b, bb), 255];
}

export type Kind = 'text' | 'placeholder' | 'tab indicator' | 'button edge' | 'input boundary' | 'focus ring' | 'hovered' | 'pressed';

/** A colour the widget draws over another: read again for each brand colour. */
export interface Pair {
  kind: Kind;
  what: string;
  needs: number;
  /** The frame it is drawn in, and the elements it reads (their ancestors' backgrounds too). */
  frame: Element;
  reads: Element[];
  colours(): [Rgba, Rgba];
}

/**
 * A colour as it resolves where `element` is (`var(--…)` of a token), read through a hidden probe
 * placed there once: reading it again after a brand change moves no node. `place` defers placing
 * it, so a walk that reads layout does not lay the page out again after every probe.
 */
export function probeColour(element: Element, reference: string, place = (add: () => void) => add()): (() => Rgba) & { probe: Element } {
  const probe = document.createElement('span');
  probe.hidden = true;
  probe.style.color = reference;
  place(() => element.append(probe));
  return Object.assign(() => painted(getComputedStyle(probe).color), { probe });
}

const visible = (element: Element) =>
  element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
const ownText = (element: Element) =>
  [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
// WCAG's large text: 18pt (24px), or 14pt (18.66px) bold.
const isLarge = (style: CSSStyleDeclaration) => {
  const size = Number.parseFloat(style.fontSize);
  return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
};
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled], [type="hidden"]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/** The tokens the stylesheet paints a state with: the focus ring, and each button variant's hover and pressed backgrounds. */
export interface StateTokens {
  focus: string;
  buttons: Record<string, { hovered: string; pressed: string }>;
}

/** Every pair drawn in `frames`. */
export function drawnPairs(frames: Element[], tokens: StateTokens): Pair[] {
  const pairs: Pair[] = [];
  const placements: Array<() => void> = [];
  const later = (add: () => void) => placements.push(add);
  for (const frame of frames) {
    for (const element of frame.querySelectorAll('*')) {
      if (!visible(element) || element.closest('svg')) continue;
      const style = () => getComputedStyle(element);
      const label = `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 24)}"`;
      const add = (kind: Kind, needs: number, colours: () => [Rgba, Rgba], ...probes: Element[]) =>
        pairs.push({ kind, what: label, needs, frame, reads: [element, ...probes], colours });
      if (ownText(element)) add('text', isLarge(style()) ? 3 : 4.5, () => [painted(style().color), backdrop(element)]);
      if (element instanceof HTMLInputElement && element.placeholder && !element.value) {
        add('placeholder', 4.5, () => [painted(getComputedStyle(element, '::placeholder').color), backdrop(element)]);
      }
      if (element.getAttribute('role') === 'tab' && element.getAttribute('data-state') === 'active') {
        add('tab indicator', 3, () => [painted(style().borderBlockEndColor), backdrop(element)]);
      }
      if (element.matches('button[data-variant="primary"]:not([data-disabled])')) {
        // Where the brand colour is faint on the surface, the button's edge is what shows it (SC 1.4.11).
        add('button edge', 3, () => {
          const [fill, edge, behind] = [painted(style().backgroundColor), painted(style().borderTopColor), backdrop(element.parentElement)];
          return contrast(fill, behind) >= 3 ? [fill, behind] : [edge, behind];
        });
      }
      if (element.matches('input:not([type="hidden"]), textarea, select') && Number.parseFloat(style().borderTopWidth) > 0) {
        add('input boundary', 3, () => [painted(style().borderTopColor), backdrop(element.parentElement)]);
      }
      if (element.matches(FOCUSABLE) && element.parentElement) {
        // The ring is drawn outside the element, over what is behind it.
        const ring = probeColour(element.parentElement, tokens.focus, later);
        add('focus ring', 3, () => [ring(), backdrop(element.parentElement)], ring.probe);
      }
      const states = tokens.buttons[element.getAttribute('data-variant') ?? ''];
      if (states && element.matches('button:not([data-disabled], [data-loading])')) {
        for (const state of ['hovered', 'pressed'] as const) {
          const under = probeColour(element.parentElement!, states[state], later);
          add(state, 4.5, () => [painted(style().color), under()], under.probe);
        }
      }
    }
  }
  for (const place of placements) place();
  return pairs;
}

/** One pair for each distinct result under every probe brand colour (`setBrand` sets one). */
export function distinct(pairs: Pair[], probes: string[], setBrand: (colour: string) => void): Pair[] {
  const keys = pairs.map(() => '');
  for (const probe of probes) {
    setBrand(probe);
    pairs.forEach((pair, i) => {
      const [a, b] = pair.colours();
      keys[i] += `${pair.kind}:${pair.needs}:${hex(a)}/${hex(b)};`;
    });
  }
  const seen = new Set<string>();
  return pairs.filter((_, i) => !seen.has(keys[i]!) && seen.add(keys[i]!));
}

/**
 * Hides (display: none, which Chromium leaves unstyled) every frame and every element that no pair
 * reads, so a brand change restyles what is measured alone; React's own nodes stay where they are.
 * The frames kept.
 */
export function setAside(frames: HTMLElement[], pairs: Pair[]): HTMLElement[] {
  const needed = new Set<Element>();
  for (const pair of pairs) {
    for (let node: Element | null = pair.reads[0]!; node && node !== pair.frame.parentElement; node = node.parentElement) needed.add(node);
    for (const read of pair.reads) needed.add(read);
  }
  const kept = frames.filter((frame) => needed.has(frame));
  for (const frame of frames) {
    if (!needed.has(frame)) frame.style.display = 'none';
    else for (const element of frame.querySelectorAll<HTMLElement>('*')) if (!needed.has(element) && element.parentElement && needed.has(element.parentElement) && !element.hidden) element.style.setProperty('display', 'none', 'important');
  }
  return kept;
}

/**
 * The colours of every `:focus-visible` rule in the page's stylesheets (forced colours aside): a
 * focus ring must be drawn with the focus token for the sweep's rings to be the ones drawn.
 */
export function focusRingColours(): Set<string> {
  const found = new Set<string>();
  const visit = (rules: CSSRuleList, forced: boolean) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, forced || rule.conditionText.includes('forced-colors'));
      else if (rule instanceof CSSSupportsRule) visit(rule.cssRules, forced);
      // (A heading focused from script, out of the keyboard's order, draws none.)
      else if (rule instanceof CSSStyleRule && !forced && rule.selectorText.includes(':focus-visible') && rule.style.outlineStyle !== 'none') {
        const colour = rule.style.outlineColor || rule.style.getPropertyValue('outline').replace(/^\S+\s+solid\s+/, '');
        if (colour) found.add(colour.trim());
      }
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules, false);
  return found;
}
