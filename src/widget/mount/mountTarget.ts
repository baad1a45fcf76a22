/** Where a widget mounts, and what a mount returns: no React here, so the first download's mount code can run before React arrives. */

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

/** The widget's own element, appended to the host page's. */
export function createHost(element: Element): HTMLElement {
  const host = document.createElement('div');
  host.setAttribute('data-portico-host', '');
  element.appendChild(host);
  return host;
}
