import type { LoginProps } from '../Login';
import { createHost, findTarget, splitMountOptions, type MountedWidget, type MountTarget } from './mountTarget';
import { refuseUnserved } from '../refuseUnserved';
import { startMainDownloads } from '../../products/mainDownloads';

/**
 * Login's props but `products`: a products registry holds React components, and mountLogin draws
 * with its own Preact build, which cannot render another React's components. A host with product
 * modules of its own renders `<Login products={…}>` with its React.
 */
export type MountLoginOptions = MountTarget & Omit<LoginProps, 'products'>;

/**
 * Mounts the Login widget (SPEC §1) into the element `elementId` selects. The other widgets mount
 * from their own entries (portico/password-reset, portico/passkey-registration,
 * portico/identity-provider).
 *
 * This module is Login's first download: it checks the options, adds the host element and fetches
 * the widget, which the package builds with Preact (drawLogin.tsx), so the page never downloads
 * React for it. What Main's first frame needs for the config (its products, the tabs, the language)
 * is asked for beside the widget (that build's small mainDownloads.js), not once the widget has
 * arrived and renders: two rounds of downloads fewer before the field (docs/performance.md "No
 * waterfall before Main"). Static, so the products start in the widget's round: a lazy import of it
 * came a round later, behind the facade a host's bundler gives a file login.js imports too. This
 * module is a chunk of its own (scripts/chunks.mjs) so a React host never meets that import.
 */
export function mountLogin(options: MountLoginOptions): MountedWidget {
  const { target, props } = splitMountOptions<LoginProps>(options);
  // Both throw before anything is added to the page.
  if (props.products !== undefined) {
    throw new Error('Portico: mountLogin draws Login with its own Preact build, which cannot render a products registry (React components). Render <Login products={…}> with your React instead.');
  }
  refuseUnserved(props.client, props.config);
  const host = createHost(findTarget(target.elementId));
  let widget: MountedWidget | undefined;
  let unmounted = false;
  const widgetDownload = import('./drawLogin');
  startMainDownloads(props.config, props.lang);
  widgetDownload.then(
    ({ drawLogin }) => {
      if (!unmounted) widget = drawLogin(host, target, props);
    },
    (error: unknown) => console.error('[portico] the Login widget could not be downloaded:', error),
  );
  return {
    unmount() {
      unmounted = true;
      if (widget) widget.unmount();
      else host.remove();
    },
  };
}
