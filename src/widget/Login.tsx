import { PorticoWidget, type PorticoWidgetProps } from './PorticoWidget';

export type LoginProps = Omit<PorticoWidgetProps, 'initialScreen' | 'passwordResetToken' | 'screensFrom'>;

/** SPEC §1 Login: starts on Main. */
export function Login(props: LoginProps) {
  return <PorticoWidget {...props} initialScreen="Main" />;
}
