/**
 * Issue 26: forgetting `import 'portico/style.css'` must not fail silently. In development the
 * widget checks, once the page has loaded, that its root wears the stylesheet's marker (WidgetRoot.css
 * sets it), and says in the console what to add when it does not. The check downloads only then.
 */
import { useEffect, type RefObject } from 'react';

export function useStylesheetCheck(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    // Written inline, not in a helper: a host's bundler replaces process.env.NODE_ENV (Vite, webpack,
    // Next.js, esbuild with define) and then drops the rest of this effect from production builds
    // (issue 20). Without a bundler, `process` does not exist.
    if (typeof process === 'undefined' || process.env.NODE_ENV !== 'development') return;
    const check = () => void import('./stylesheetCheck').then((m) => m.warnIfUnstyled(root.current));
    if (document.readyState === 'complete') check();
    else {
      window.addEventListener('load', check, { once: true });
      return () => window.removeEventListener('load', check);
    }
  }, [root]);
}
