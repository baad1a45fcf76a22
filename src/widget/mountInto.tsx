import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

export interface MountTarget {
  /** CSS selector of the element the widget renders into (e.g. '#login'). */
  elementId: string;
  /** Renders inside a shadow root, isolated from the host page's CSS. @defaultValue false */
  enableShadowDOM?: boolean;
  /** The stylesheet to adopt in the shadow root (`portico/style-string`); by default the page's own Portico rules are copied. */
  css?: string;
}

/**
 * A mount function's options parted into where to mount and the widget's props. SPEC §3 puts
 * enableShadowDOM in the config; the mount option is accepted too.
 */
export function splitMountOptions<P extends { config?: { enableShadowDOM?: boolean } }>({
  elementId,
  enableShadowDOM,
  css,
  ...props
}: MountTarget & P): { target: MountTarget; props: P } {
  const fromConfig = (props as { config?: { enableShadowDOM?: boolean } }).config?.enableShadowDOM;
  return { target: { elementId, enableShadowDOM: enableShadowDOM ?? fromConfig ?? false, css }, props: props as unknown as P };
}

export interface MountedWidget {
  /** Removes everything the mount added to the page. */
  unmount(): void;
}

/** SPEC §1: mounting fails, naming the selector, when nothing matches it. */
export function findTarget(selector: string): Element {
  let element: Element | null = null;
  try {
    element = document.querySelector(selector);
  } catch {
    throw new Error(`Portico: "${selector}" is not a valid selector.`);
  }
  if (!element) throw new Error(`Portico: no element matches the selector "${selector}".`);
  return element;
}

/**
 * Issue 20: the first render happens in a microtask, not in a task React schedules for later, so
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
  const element = findTarget(target.elementId);
  const host = document.createElement('div');
  host.setAttribute('data-portico-host', '');
  element.appendChild(host);

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
  if (shadow) {
    // The shadow root is styled before the first render, so the widget never shows unstyled; the
    // style helper downloads only for hosts that ask for a shadow root.
    const styled = shadow;
    void import('./adoptStyles').then(({ adoptStyles }) => {
      if (unmounted) return;
      stopStyles = adoptStyles(styled, target.css);
      drawSoon(root, render(container), () => !unmounted);
    });
  } else {
    drawSoon(root, render(container), () => !unmounted);
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
