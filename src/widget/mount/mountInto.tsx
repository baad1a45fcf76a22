import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createHost, findTarget, type MountedWidget, type MountTarget } from './mountTarget';

/**
 * The first render happens in a microtask, not in a task React schedules for later, so
 * the page's next frame already shows Main (a frame drawn in between showed nothing and put the
 * email field one frame further away). Not in the mount call itself: a React host mounting from
 * its own effect is inside React's commit, where flushing warns and does nothing; a microtask runs
 * once that commit has unwound, still before the next frame.
 */
function drawSoon(root: Root, node: ReactNode, alive: () => boolean): void {
  queueMicrotask(() => {
    if (alive()) flushSync(() => root.render(node));
  });
}

export function mountInto(target: MountTarget, render: (portalContainer: HTMLElement) => ReactNode): MountedWidget {
  return mountIntoHost(createHost(findTarget(target.elementId)), target, render);
}

/** Mounts into a host element already on the page (mountLogin adds its own before the widget has downloaded). */
export function mountIntoHost(host: HTMLElement, target: MountTarget, render: (portalContainer: HTMLElement) => ReactNode): MountedWidget {
  let container: HTMLElement = host;
  let shadow: ShadowRoot | undefined;
  if (target.enableShadowDOM) {
    shadow = host.attachShadow({ mode: 'open' });
    container = document.createElement('div');
    shadow.appendChild(container);
  }
  const root = createRoot(container);
  let unmounted = false;
  let stopStyles = () => {};
  const draw = () => drawSoon(root, render(container), () => !unmounted);
  if (shadow) {
    // The shadow root is styled before the first render, so the widget never shows unstyled; the
    // style helper downloads only for hosts that ask for a shadow root.
    const styled = shadow;
    void import('../adoptStyles').then(({ adoptStyles }) => {
      if (unmounted) return;
      stopStyles = adoptStyles(styled, target.css);
      draw();
    });
  } else {
    draw();
  }
  return {
    unmount() {
      unmounted = true;
      root.unmount();
      stopStyles();
      host.remove();
    },
  };
}
