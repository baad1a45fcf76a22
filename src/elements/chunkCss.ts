/**
 * In the framework-free build every chunk carries the CSS of its own modules and hands it
 * here when it loads (rollup.config.mjs chunkCss), so the first file holds only what Main needs and
 * a product's styles come with its code. Every element's shadow root adopts all the CSS loaded so far.
 */
const sheets: CSSStyleSheet[] = [];
const shadows = new Set<ShadowRoot>();
let pending = '';

// One sheet per chunk: its modules add their CSS one after another while the chunk runs.
function flush(): void {
  if (!pending || typeof CSSStyleSheet === 'undefined') return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(pending);
  pending = '';
  sheets.push(sheet);
  for (const shadow of shadows) shadow.adoptedStyleSheets = [...sheets];
}

/** Called by the build's CSS modules, in the order the modules run (the order of the single stylesheet). */
export function addElementCss(css: string): void {
  if (!pending) queueMicrotask(flush);
  pending += css;
}

/** Adopts every sheet loaded so far in `shadow`, and those chunks bring later. */
export function styleElement(shadow: ShadowRoot): () => void {
  flush();
  shadows.add(shadow);
  shadow.adoptedStyleSheets = [...sheets];
  return () => {
    shadows.delete(shadow);
  };
}

let themesLoaded = false;
let themes: Promise<unknown> | undefined;

/** Loads the dark and system themes' CSS before an element first shows either; nothing to wait for after. */
export function loadThemeCss(theme: string | undefined): Promise<unknown> | undefined {
  if (themesLoaded || !theme || theme === 'light') return undefined;
  return (themes ??= import('./lazyThemes').then(() => {
    themesLoaded = true;
    flush();
  }));
}
