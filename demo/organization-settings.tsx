import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthClient } from '../src/client';
import type { OrganizationPermission } from '../src/client/organizationTypes';
import type { ProductModule } from '../src/flows/productModule';
import { DomainsSection } from '../src/products/organizations/settings/domains';
import { SsoConnectionSection } from '../src/products/organizations/settings/connection';
import { PorticoWidget } from '../src/widget/PorticoWidget';
import { demoClient } from './project';
import { SessionPanel } from './SessionPanel';

/**
 * An organization's Domains and SSO connection sections (docs/organizations.md "Domains and SSO
 * connection settings") for the person signed in on this origin, in a widget of their own until the
 * organization settings widget lists them. `?organization=` names one (else the person's first);
 * `?lang=` a language.
 */
type Found = { organizationId: string; name: string; permissions: readonly OrganizationPermission[] } | 'signed-out' | 'none' | null;

function useOrganization(client: AuthClient, wanted: string | null): Found {
  const [found, setFound] = useState<Found>(null);
  useEffect(() => {
    const calls = client.organizations;
    if (!client.session.getSync() || !calls) return setFound('signed-out');
    void (async () => {
      const id = wanted ?? (await calls.list()).organizations[0]?.organization_id;
      if (!id) return setFound('none');
      const detail = await calls.get(id);
      setFound({ organizationId: id, name: detail.organization.name, permissions: detail.permissions });
    })().catch(() => setFound('none'));
  }, [client, wanted]);
  return found;
}

function Page({ client }: { client: AuthClient }) {
  const query = new URLSearchParams(location.search);
  const found = useOrganization(client, query.get('organization'));
  // The two sections as one screen of a widget of their own: the widget gives them the client, the
  // language, the theme and its live region, as the settings widget will.
  const products = useMemo(() => {
    if (!found || typeof found === 'string') return null;
    const Sections = () => (
      <>
        <DomainsSection organizationId={found.organizationId} permissions={found.permissions} />
        <SsoConnectionSection organizationId={found.organizationId} permissions={found.permissions} />
      </>
    );
    const module: ProductModule = { id: 'organizations', messages: {}, screens: { OrganizationSettingsSections: Sections } };
    return { organizations: module };
  }, [found]);
  return (
    <>
      <SessionPanel client={client} />
      {found === 'signed-out' ? (
        <p>
          Not signed in? Sign in in the <a href="/demo/index.html">playground</a>, then come back.
        </p>
      ) : found === 'none' ? (
        <p>You are in no organization here.</p>
      ) : found && products ? (
        <>
          <h2 data-testid="organization">{found.name}</h2>
          <PorticoWidget
            client={client}
            lang={query.get('lang') ?? undefined}
            config={{ products: ['organizations'] }}
            products={products}
            opens={{}}
            initialScreen="OrganizationSettingsSections"
            home="OrganizationSettingsSections"
          />
        </>
      ) : null}
    </>
  );
}

void demoClient().then(({ client }) => {
  createRoot(document.getElementById('app')!).render(<Page client={client} />);
});
