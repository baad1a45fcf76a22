import { PorticoWidget } from './PorticoWidget';
import type { LoginProps } from './Login';

export type VerifySecondFactorProps = LoginProps;

/**
 * The Login widget opened on "Verify it's you", for the page a magic link or a provider
 * returns to when handleAuthRedirect answers `second_factor` (the client holds the intermediate
 * token). Back, or a token that expired, leads to this config's Main, where the person starts again.
 */
export function VerifySecondFactor(props: VerifySecondFactorProps) {
  return <PorticoWidget {...props} initialScreen="SecondFactor" />;
}
