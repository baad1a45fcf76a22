/**
 * Issue 26: forgetting `import 'portico/style.css'` must not fail silently. In development the
 * widget checks, once the page has loaded, that its root wears the stylesheet's marker (WidgetRoot.css
 * sets it), and says in the console what to add when it does not.
 */
import { useEffect, type RefObject } from 'react';
import { STYLESHEET_MARKER } from './WidgetRoot.css';

export const MISSING_STYLESHEET_WARNING =
  "[portico] The widget's stylesheet is missing: add `import 'portico/style.css'` once in your app (or link the package's dist/style.css). Without it the widget is unstyled.";

// Bundlers (Vite, webpack, Next.js, esbuild with define) replace process.env.NODE_ENV; without one it does not exist.
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV === 'development';
  } catch {
    return false;
  }
}

export function useStylesheetCheck(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!isDevelopment()) return;
    const check = () => {
      const element = root.current;
      if (element && getComputedStyle(element).getPropertyValue(STYLESHEET_MARKER).trim() === '') console.warn(MISSING_STYLESHEET_WARNING);
    };
    if (document.readyState === 'complete') check();
    else {
      window.addEventListener('load', check, { once: true });
      return () => window.removeEventListener('load', check);
    }
  }, [root]);
}
