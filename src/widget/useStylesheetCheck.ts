/**
 * Forgetting `import 'portico/style.css'` must not fail silently. In development the
 * widget checks, once the page has loaded, that its root wears the stylesheet's marker (WidgetRoot.css
 * sets it), and says in the console what to add when it does not. The check downloads only then.
 */
import { useEffect, type RefObject } from 'react';

export function useStylesheetCheck(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    // The check sits inside `if (process.env.NODE_ENV === 'development')`, written inline: a host's
    // bundler (Vite, webpack, Next.js, esbuild with define) replaces the test with a constant and
    // drops the whole check, and its chunk, from production builds. Without a bundler
    // `process` does not exist: the ReferenceError means "not development".
    try {
      if (process.env.NODE_ENV === 'development') {
        const check = () => void import('./stylesheetCheck').then((m) => m.warnIfUnstyled(root.current));
        if (document.readyState === 'complete') check();
        else {
          window.addEventListener('load', check, { once: true });
          return () => window.removeEventListener('load', check);
        }
      }
    } catch {
      // no bundler, so no development build
    }
  }, [root]);
}
