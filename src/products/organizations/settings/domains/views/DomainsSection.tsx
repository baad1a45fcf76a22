import type { OrganizationPermission } from '../../../../../client/organizationTypes';
import { useWidget } from '../../../../../flows/WidgetContext';
import { useTranslations } from '../../../../../i18n/productTranslations';
import { useDomains } from '../flows/useDomains';
import { domainsTranslations } from '../locales';
import { DomainsSettings } from '../screens/DomainsSettings';

export interface DomainsSectionProps {
  organizationId: string;
  /** The signed-in member's permissions in that organization (`client.organizations.get`'s `permissions`). */
  permissions: readonly OrganizationPermission[];
}

/**
 * The organization settings' Domains section (docs/organizations.md "Domains and SSO connection
 * settings"). Only `domains:manage` sees it: the backend refuses everyone else even the list, and a
 * domain's TXT token is not every member's to read, so for them it draws nothing.
 */
export function DomainsSection({ organizationId, permissions }: DomainsSectionProps) {
  if (!permissions.includes('domains:manage')) return null;
  return <Domains organizationId={organizationId} />;
}

function Domains({ organizationId }: { organizationId: string }) {
  const { client, callbacks, notify } = useWidget();
  useTranslations(domainsTranslations); // drawn again when its words in the language in use arrive
  return <DomainsSettings {...useDomains({ client, callbacks, notify, organizationId })} />;
}
