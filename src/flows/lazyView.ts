import { lazy, type ComponentType } from 'react';
import type { View } from './productModule';

/**
 * A view in its own chunk, downloaded when first rendered or when `preload` is called, whichever
 * comes first. A failed download is retried on the next attempt.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): View<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload }) as unknown as View<P>;
}
