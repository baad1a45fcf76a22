/**
 * Consent hands a person's data to a third party with one click, so it is never offered
 * inside another page's frame (clickjacking). The host's `frame-ancestors 'none'` header stops the
 * page loading in a frame at all; this check covers a host that forgot it.
 */
export function isFramed(win: Pick<Window, 'top' | 'self'> | undefined = globalThis.window): boolean {
  if (!win) return false;
  try {
    return win.top !== win.self;
  } catch {
    // A cross-origin parent can make even the comparison throw: that is a frame.
    return true;
  }
}
