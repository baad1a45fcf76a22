import { mountInto } from './mountInto';
import { splitMountOptions, type MountedWidget, type MountTarget } from './mountTarget';
import { refuseUnserved } from '../refuseUnserved';
import { VerifySecondFactor, type VerifySecondFactorProps } from '../VerifySecondFactor';

export type MountVerifySecondFactorOptions = MountTarget & VerifySecondFactorProps;

/** Mounts the Login widget on "Verify it's you": the redirect page's `second_factor` answer. */
export function mountVerifySecondFactor(options: MountVerifySecondFactorOptions): MountedWidget {
  const { target, props } = splitMountOptions<VerifySecondFactorProps>(options);
  refuseUnserved(props.client, props.config);
  return mountInto(target, () => <VerifySecondFactor {...props} />);
}
