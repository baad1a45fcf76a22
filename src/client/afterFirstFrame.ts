/**
 * What a widget asks the server at mount (bootstrap, the instance's analytics event) waits
 * until the page has drawn its next frame, so the requests' work never delays the frame that first
 * shows the sign-in form. Off screen (no frames come) or outside a browser: the next task.
 */
export function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    // A page on screen has animation frames; a hidden one (or none) has none to wait for.
    if (globalThis.document?.visibilityState === 'visible') requestAnimationFrame(next);
    else next();
  });
}
