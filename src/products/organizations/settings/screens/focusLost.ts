/** Whether the focus fell to nowhere (the focused button was just taken away), in `el`'s document or shadow root. */
export function focusLost(el: Element | null): boolean {
  if (!el) return false;
  const active = (el.getRootNode() as Document | ShadowRoot).activeElement;
  return !active || active === el.ownerDocument.body;
}
