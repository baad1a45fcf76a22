/**
 * Issue 26: forgetting `import 'portico/style.css'` must not fail silently. In development the
 * widget checks, once the page has loaded, that its root wears the stylesheet's marker (WidgetRoot.css
 * sets it), and says in the console what to add when it does not. The check downloads only then.
 */
import { useEffect, type RefObject } from 'react';

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
    const check = () => void import('./stylesheetCheck').then((m) => m.warnIfUnstyled(root.current));
    if (document.readyState === 'complete') check();
    else {
      window.addEventListener('load', check, { once: true });
      return () => window.removeEventListener('load', check);
    }
  }, [root]);
}
