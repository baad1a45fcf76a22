import type { LoginProps } from '../Login';
import { afterFirstFrame } from '../../client/afterFirstFrame';
import { drawEarlyMain } from '../earlyMain';
import { createHost, findTarget, splitMountOptions, type MountedWidget, type MountTarget } from './mountTarget';
import { refuseUnserved } from '../refuseUnserved';

export type MountLoginOptions = MountTarget & LoginProps;

/**
 * Mounts the Login widget (SPEC §1) into the element `elementId` selects. The other widgets mount
 * from their own entries (portico/password-reset, portico/passkey-registration,
 * portico/identity-provider).
 *
 * This module is Login's first download without React. It draws Main's email form at
 * once (earlyMain.ts) and fetches React and the widget, which take its place with what the person
 * typed; a person never waits for React to see the field.
 */
export function mountLogin(options: MountLoginOptions): MountedWidget {
  const { target, props } = splitMountOptions<LoginProps>(options);
  refuseUnserved(props.client, props.config); // throws before anything is added to the page
  const host = createHost(findTarget(target.elementId));
  // A form the server has yet to confirm is not drawn early: nobody types into one that may not work.
  const early = target.enableShadowDOM || props.client.backend?.server?.servesAtOnce({}) === false ? undefined : drawEarlyMain(host, props);
  let widget: MountedWidget | undefined;
  let unmounted = false;
  // Drawn early, the form's frame comes first: evaluating React meanwhile would hold that frame back.
  (early ? afterFirstFrame() : Promise.resolve()).then(() => import('./mountLoginWidget')).then(
    ({ mountLoginWidget }) => {
      if (!unmounted) widget = mountLoginWidget(host, target, props, early);
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
