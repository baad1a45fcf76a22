import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a confirmation closes, focus goes back to the button that opened it (`data-opens="<key>"`);
 * when that row is gone (the member was removed), to the section's panel, never to the page's body.
 */
export function useReturnFocus(container: RefObject<HTMLElement | null>, open: string | null) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    const closed = last.current;
    last.current = open;
    if (open !== null || closed === null || !container.current) return;
    const opener = container.current.querySelector<HTMLElement>(`[data-opens="${CSS.escape(closed)}"]`);
    (opener ?? container.current.closest<HTMLElement>('[role="tabpanel"]') ?? container.current).focus();
  }, [open, container]);
}
