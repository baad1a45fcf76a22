import { LoadingScreen } from './LoadingScreen';

/** IDPLoading takes no data. */
export type IDPLoadingProps = Record<string, never>;

/** SPEC §4 consent states loading and preflight (and the way out to the app): the loading screen. */
export function IDPLoading() {
  return <LoadingScreen />;
}
