/** Copies the page's readable stylesheets into one constructable sheet. */
function documentCss(): string {
  let css = '';
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) css += `${rule.cssText}\n`;
    } catch {
      // A cross-origin sheet cannot be read; it is the host's, not ours.
    }
  }
  return css;
}

/**
 * Styles a shadow root: with the given CSS (the built `style-string`), or else with the page's own
 * rules, kept in sync as lazily loaded products add theirs. Returns a function that stops syncing.
 */
export function adoptStyles(shadow: ShadowRoot, css?: string): () => void {
  const sheet = new CSSStyleSheet();
  shadow.adoptedStyleSheets = [sheet];
  if (css !== undefined) {
    sheet.replaceSync(css);
    return () => {};
  }
  sheet.replaceSync(documentCss());
  const observer = new MutationObserver(() => sheet.replaceSync(documentCss()));
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
