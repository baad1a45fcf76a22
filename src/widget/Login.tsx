import { useMemo } from 'react';
import type { Strings } from '../products/english';
import { startMainDownloads } from '../products/mainDownloads';
import type { PorticoConfig } from '../products/registry';
import { PorticoWidget, type PorticoWidgetProps } from './PorticoWidget';

export interface LoginProps extends Omit<PorticoWidgetProps, 'initialScreen' | 'passwordResetToken' | 'opens' | 'config' | 'strings'> {
  /** SPEC §3 Config. @defaultValue `{ products: ['emailMagicLinks'] }` */
  config?: PorticoConfig;
  /** Host overrides of any message id, and `error.<error_type>` for errors the catalogue does not name. @defaultValue undefined */
  strings?: Strings;
}

/** SPEC §1 Login: starts on Main. */
export function Login(props: LoginProps) {
  // Asked for while rendering: the config names what Main needs, all of it at once (docs/performance.md).
  useMemo(() => startMainDownloads(props.config, props.lang), [props.config, props.lang]);
  return <PorticoWidget {...props} initialScreen="Main" />;
}
