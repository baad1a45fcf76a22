import { useMemo } from 'react';
import type { PorticoConfig } from '../products/registry';
import { organizationSwitcherProducts } from '../products/organizationSwitcherProducts';
import { PorticoWidget, type PorticoWidgetProps } from './PorticoWidget';

export interface OrganizationSwitcherProps extends Omit<PorticoWidgetProps, 'initialScreen' | 'passwordResetToken' | 'opens' | 'products' | 'home' | 'needs' | 'config'> {
  /** A Login config may be passed as is: the switcher shows its own product whatever it lists. @defaultValue {} */
  config?: PorticoConfig;
}

// The backend must serve organizations (a config naming it is refused at mount where it does not).
const PRODUCTS = ['organizations'] as const;

/**
 * The organization switcher (docs/organizations.md "The organization switcher"), for the person
 * signed in on this page: their organizations and the active one, switching, and creating one.
 */
export function OrganizationSwitcher({ config, ...props }: OrganizationSwitcherProps) {
  const switcherConfig = useMemo(() => ({ ...config, products: [...PRODUCTS] }), [config]);
  return (
    <PorticoWidget
      {...props}
      config={switcherConfig}
      products={organizationSwitcherProducts}
      initialScreen="OrganizationSwitcher"
      home="OrganizationSwitcher"
    />
  );
}
