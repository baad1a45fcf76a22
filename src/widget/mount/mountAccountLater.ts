import type { MountAccountOptions } from './mountAccount';
import type { MountedWidget } from './mountTarget';

/**
 * `portico/vanilla`'s mountAccount: the account center and React download when it is called, so a
 * page that only mounts Login pays nothing for it.
 */
export function mountAccount(options: MountAccountOptions): MountedWidget {
  let widget: MountedWidget | undefined;
  let unmounted = false;
  import('./mountAccount').then(
    (module) => {
      if (!unmounted) widget = module.mountAccount(options);
    },
    (error: unknown) => console.error('[portico] the account center could not be downloaded:', error),
  );
  return {
    unmount() {
      unmounted = true;
      widget?.unmount();
    },
  };
}
