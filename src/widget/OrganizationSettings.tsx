import { useMemo } from 'react';
import type { PorticoConfig } from '../products/registry';
import { organizationSettingsProducts } from '../products/organizationSettingsProducts';
import { PorticoWidget, type PorticoWidgetProps } from './PorticoWidget';

export interface OrganizationSettingsProps extends Omit<PorticoWidgetProps, 'initialScreen' | 'passwordResetToken' | 'opens' | 'products' | 'home' | 'needs' | 'config'> {
  /** The organization to manage. @defaultValue the session's active organization */
  organizationId?: string;
  /** A Login config may be passed as is: the widget shows its own product whatever it lists. @defaultValue {} */
  config?: PorticoConfig;
}

// The backend must serve organizations (the emulator does; a backend that does not is refused at mount).
const PRODUCTS = ['organizations'] as const;

/**
 * The organization settings (docs/organizations.md "Settings"): for an owner or admin, the
 * organization's name, members, invitations and roles; a member without permissions reads them.
 * `config.organizationOptions.invitationRedirectURL` names the Login page invitation mails link to.
 */
export function OrganizationSettings({ organizationId, config, ...props }: OrganizationSettingsProps) {
  const settingsConfig = useMemo<PorticoConfig>(
    () => ({ ...config, products: [...PRODUCTS], organizationOptions: { ...config?.organizationOptions, ...(organizationId ? { organizationId } : {}) } }),
    [config, organizationId],
  );
  return <PorticoWidget {...props} config={settingsConfig} products={organizationSettingsProducts} initialScreen="OrganizationSettings" home="OrganizationSettings" />;
}
