import type { PasswordResetProps } from '../widget/PasswordReset';
import { COMMON_ATTRIBUTES, PorticoElement } from './PorticoElement';

type Props = PasswordResetProps & { callbacks: NonNullable<PasswordResetProps['callbacks']> };

/**
 * `<portico-password-reset>`: the reset-password widget (SPEC §1). Its token is the
 * `password-reset-token` attribute or property, by default the page's `?token=`.
 */
export class PorticoPasswordResetElement extends PorticoElement<Props> {
  static override readonly observedAttributes = [...COMMON_ATTRIBUTES, 'password-reset-token'];

  get passwordResetToken(): string | undefined {
    return this.getAttribute('password-reset-token') ?? undefined;
  }
  set passwordResetToken(value: string | undefined) {
    if (value) this.setAttribute('password-reset-token', value);
    else this.removeAttribute('password-reset-token');
  }

  protected override ownPropertyNames() {
    return ['passwordResetToken'];
  }

  protected override ownProps() {
    const token = this.passwordResetToken ?? new URLSearchParams(location.search).get('token') ?? '';
    return { passwordResetToken: token };
  }

  protected loadView() {
    return import('../widget/PasswordReset').then((m) => m.PasswordReset);
  }
}
