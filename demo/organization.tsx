import { createRoot } from 'react-dom/client';
import { mountOrganizationSettings } from '../src/widget/mount/mountOrganizationSettings';
import { AccountWidgetPage } from './AccountWidgetPage';
import { demoClient } from './project';

/**
 * The organization settings (docs/organizations.md "Settings") for the person signed in on this
 * origin: their active organization, or `?organization=<id>`; `?lang=` a language. Invitation mails
 * link to the playground with the `organizations` product, where the invitation is answered.
 */
void demoClient().then(({ client }) => {
  const query = new URLSearchParams(location.search);
  const organizationId = query.get('organization') ?? undefined;
  const lang = query.get('lang') ?? undefined;
  const invitationRedirectURL = `${location.origin}/demo/index.html?config=${encodeURIComponent(JSON.stringify({ products: ['emailMagicLinks', 'organizations'] }))}`;
  createRoot(document.getElementById('app')!).render(
    <AccountWidgetPage
      client={client}
      mount={(options) => mountOrganizationSettings({ ...options, ...(organizationId && { organizationId }), ...(lang && { lang }), config: { organizationOptions: { invitationRedirectURL } } })}
      elementId="portico-organization"
      intro={
        <>
          Not signed in? Sign in in the <a href="/demo/index.html">playground</a>, then come back.
        </>
      }
    />,
  );
});
