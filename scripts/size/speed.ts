/**
 * Time-to-input as the peers' harness (../shared/bench-peers/measure.mjs) counts it: the first
 * animation frame, counted from navigation, in which an email or text input inside the host
 * element (`#login`, shadow roots included) is visible to a person (`checkVisibility` with opacity
 * and visibility). Measured by `npm run bench` (scripts/bench/) and scripts/bench/profile.ts, never
 * in tests.
 */

/**
 * The script to add before any page script: it looks for the field on every frame, then sets
 * `window.__timeToInput` and calls `window.__bench.found`. With `lang`, the field counts only once
 * the text around it (its nearest `lang`) is in that language: a widget draws English while a
 * language downloads, and a person who reads Arabic has not met their form until it is in Arabic.
 * A string, not a function: tsx names functions with a helper the page does not have.
 */
export const scanScript = (lang?: string) => `(() => {
  const lang = ${JSON.stringify(lang ?? null)};
  const state = (window.__bench = { at: null, found: undefined });
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width >= 1 && r.height >= 1 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  };
  const inLanguage = (el) => !lang || ((el.closest('[lang]') || {}).lang || '').toLowerCase().startsWith(lang.toLowerCase());
  const found = () => {
    const stack = [document.getElementById('login')];
    while (stack.length) {
      const n = stack.pop();
      if (!n) continue;
      if (n.shadowRoot) stack.push(n.shadowRoot);
      if (n.children) for (const c of n.children) stack.push(c);
      if (n.tagName === 'INPUT') {
        const type = (n.getAttribute('type') || 'text').toLowerCase();
        if ((type === 'email' || type === 'text') && visible(n) && inLanguage(n)) return true;
      }
    }
    return false;
  };
  const tick = () => {
    if (!found()) return requestAnimationFrame(tick);
    state.at = window.__timeToInput = performance.now();
    if (state.found) state.found(state.at);
  };
  requestAnimationFrame(tick);
})();`;

/** The scan for a page in English (scripts/bench/profile.ts). */
export const SCAN = scanScript();

/** `name=folder,name=folder` (names without commas) as [name, folder] pairs; throws on an entry without a folder. */
export function variants(list: string | undefined): Array<[string, string]> {
  return (list ?? '')
    .split(',')
    .filter((entry) => entry.trim())
    .map((entry) => {
      const at = entry.indexOf('=');
      if (at < 1 || at === entry.length - 1) throw new Error(`"${entry}" is not name=folder (names cannot hold a comma)`);
      return [entry.slice(0, at).trim(), entry.slice(at + 1).trim()];
    });
}
