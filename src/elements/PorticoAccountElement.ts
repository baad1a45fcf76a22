import type { AccountSection } from '../flows/config';
import type { AccountProps } from '../widget/Account';
import { COMMON_ATTRIBUTES, PorticoElement } from './PorticoElement';

type Props = AccountProps & { callbacks: NonNullable<AccountProps['callbacks']> };

const SECTIONS: readonly string[] = ['profile', 'email', 'password', 'connections', 'security', 'sessions', 'delete'];

/**
 * `<portico-account>`: the account center (docs/account.md), downloaded when it connects. The
 * `section` attribute (or property) shows one section alone.
 */
export class PorticoAccountElement extends PorticoElement<Props> {
  static override readonly observedAttributes = [...COMMON_ATTRIBUTES, 'section'];

  get section(): AccountSection | undefined {
    const value = this.getAttribute('section');
    return value && SECTIONS.includes(value) ? (value as AccountSection) : undefined;
  }
  set section(value: AccountSection | undefined) {
    if (value) this.setAttribute('section', value);
    else this.removeAttribute('section');
  }

  protected override ownPropertyNames() {
    return ['section'];
  }

  protected override ownProps() {
    return this.section ? { section: this.section } : {};
  }

  protected loadView() {
    return import('../widget/Account').then((m) => m.Account);
  }
}
