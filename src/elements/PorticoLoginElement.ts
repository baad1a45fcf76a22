import type { PorticoConfig } from '../products/registry';
import { startMainDownloads } from '../products/mainDownloads';
import { Login, type LoginProps } from '../widget/Login';
import { PorticoElement } from './PorticoElement';

/** `<portico-login>`: the Login widget (SPEC §1). Login itself is in the first download. */
export class PorticoLoginElement extends PorticoElement<LoginProps & { callbacks: NonNullable<LoginProps['callbacks']> }> {
  protected loadView() {
    return Login;
  }

  protected override startDownloads(config: PorticoConfig | undefined, lang: string | undefined): void {
    startMainDownloads(config, lang);
  }
}
