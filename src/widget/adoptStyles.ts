/**
 * A shadow root gets Portico's own CSS, never the host's. Portico's rules are picked out
 * of the page by their marker: every one carries `:not(.portico-never)` (scripts/cssIsolation.mjs),
 * and the theme's rules set only `--portico-*` variables; keyframes come along when those rules
 * name them. Each page sheet is read once, when it appears, so a host that keeps changing <head>
 * (CSS-in-JS) costs no re-serialisation of the page's CSS.
 */
const MARK = 'portico-never';

const onlyPorticoVariables = (rule: CSSStyleRule) =>
  rule.style.length > 0 && Array.from(rule.style).every((property) => property.startsWith('--portico-'));

/** Portico's rules among `rules` (in @media and @supports too); keyframes are collected aside. */
function porticoRules(rules: CSSRuleList, keyframes: CSSKeyframesRule[]): string {
  let css = '';
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      // selectorText and the property names are read, never a host rule's text.
      if (rule.selectorText.includes(MARK) || onlyPorticoVariables(rule)) css += rule.cssText;
    } else if (rule instanceof CSSKeyframesRule) {
      keyframes.push(rule);
    } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
      const inner = porticoRules(rule.cssRules, keyframes);
      if (inner) css += `@${rule instanceof CSSMediaRule ? 'media' : 'supports'} ${rule.conditionText}{${inner}}`;
    }
  }
  return css;
}

/** A constructed sheet with the Portico rules of `source`, or null when it has none (a host sheet). */
function porticoSheet(source: CSSStyleSheet): CSSStyleSheet | null {
  let rules: CSSRuleList;
  try {
    rules = source.cssRules;
  } catch {
    return null; // A cross-origin sheet cannot be read; it is the host's, not ours.
  }
  const keyframes: CSSKeyframesRule[] = [];
  let css = porticoRules(rules, keyframes);
  if (!css) return null;
  for (const rule of keyframes) if (css.includes(rule.name)) css += rule.cssText;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/**
 * Styles a shadow root: with the given CSS (the built `style-string`), or else with Portico's
 * rules picked out of the page, kept in step as lazily loaded products add theirs. Returns a
 * function that stops following the page.
 */
export function adoptStyles(shadow: ShadowRoot, css?: string): () => void {
  if (css !== undefined) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sheet];
    return () => {};
  }
  // One entry per page sheet seen: its Portico sheet, or null. A sheet whose text changed is a new object.
  let seen = new Map<CSSStyleSheet, CSSStyleSheet | null>();
  const sync = () => {
    const next = new Map<CSSStyleSheet, CSSStyleSheet | null>();
    let changed = false;
    for (const source of Array.from(document.styleSheets)) {
      if (seen.has(source)) next.set(source, seen.get(source)!);
      else {
        const own = porticoSheet(source);
        next.set(source, own);
        changed ||= own !== null;
      }
    }
    for (const [source, own] of seen) if (own && !next.has(source)) changed = true;
    seen = next;
    if (changed) shadow.adoptedStyleSheets = [...next.values()].filter((sheet): sheet is CSSStyleSheet => sheet !== null);
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  // A <link>'s rules arrive when it loads, after it was added; `load` does not bubble, so capture it.
  const onLoad = (event: Event) => {
    if (event.target instanceof HTMLLinkElement) sync();
  };
  document.head.addEventListener('load', onLoad, true);
  return () => {
    observer.disconnect();
    document.head.removeEventListener('load', onLoad, true);
  };
}
