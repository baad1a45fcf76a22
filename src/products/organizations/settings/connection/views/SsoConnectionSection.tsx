import type { OrganizationPermission } from '../../../../../client/organizationTypes';
import { useWidget } from '../../../../../flows/WidgetContext';
import { useTranslations } from '../../../../../i18n/productTranslations';
import { useSsoConnection } from '../flows/useSsoConnection';
import { connectionTranslations } from '../locales';
import { SsoConnectionSettings } from '../screens/SsoConnectionSettings';

export interface SsoConnectionSectionProps {
  organizationId: string;
  /** The signed-in member's permissions in that organization (`client.organizations.get`'s `permissions`). */
  permissions: readonly OrganizationPermission[];
}

/**
 * The organization settings' SSO connection section (docs/organizations.md "Domains and SSO
 * connection settings"). Only `sso:manage` sees it: the backend refuses everyone else even the
 * read, so for them it draws nothing.
 */
export function SsoConnectionSection({ organizationId, permissions }: SsoConnectionSectionProps) {
  if (!permissions.includes('sso:manage')) return null;
  return <SsoConnection organizationId={organizationId} />;
}

function SsoConnection({ organizationId }: { organizationId: string }) {
  const { client, callbacks, notify } = useWidget();
  useTranslations(connectionTranslations); // drawn again when its words in the language in use arrive
  return <SsoConnectionSettings {...useSsoConnection({ client, callbacks, notify, organizationId })} />;
}
