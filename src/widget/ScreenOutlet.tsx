import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Screen } from '../flows/state';
import { MainContainer } from './containers/MainContainer';

type Container = LazyExoticComponent<ComponentType>;

/**
 * Every screen but Main is its own chunk: a host that configures magic links only never downloads
 * the OTP or password screens. Later products add their screens here.
 */
const resetEmail = lazy(() => import('./containers/ResetEmailContainer'));
const containers: Partial<Record<Screen, Container>> = {
  EmailConfirmation: lazy(() => import('./containers/EmailConfirmationContainer')),
  OTPAuthenticate: lazy(() => import('./containers/OTPAuthenticateContainer')),
  OTPConfirmation: lazy(() => import('./containers/OTPConfirmationContainer')),
  PasswordCreateOrLogin: lazy(() => import('./containers/PasswordCreateOrLoginContainer')),
  PasswordForgot: resetEmail,
  PasswordDedupe: resetEmail,
  PasswordSetNew: resetEmail,
  PasswordBreached: resetEmail,
  PasswordConfirmation: lazy(() => import('./containers/PasswordConfirmationContainer')),
  PasswordResetForm: lazy(() => import('./containers/PasswordResetFormContainer')),
};

/** Renders the current screen's container; a screen with no container yet falls back to Main. */
export function ScreenOutlet({ screen }: { screen: Screen }) {
  if (screen === 'Main') return <MainContainer />;
  const Container = containers[screen];
  return Container ? <Container key={screen} /> : <MainContainer />;
}
