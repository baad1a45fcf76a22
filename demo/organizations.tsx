import { createRoot } from 'react-dom/client';
import { mountOrganizationSwitcher } from '../src/widget/mount/mountOrganizationSwitcher';
import { AccountWidgetPage } from './AccountWidgetPage';
import { demoClient } from './project';

/**
 * The organization switcher (docs/organizations.md "The organization switcher"): for the person
 * signed in on this origin, their organizations, the active one, switching and creating. `?lang=` a language.
 */
void demoClient().then(({ client }) => {
  const lang = new URLSearchParams(location.search).get('lang') ?? undefined;
  createRoot(document.getElementById('app')!).render(
    <AccountWidgetPage
      client={client}
      mount={(options) => mountOrganizationSwitcher({ ...options, ...(lang && { lang }) })}
      elementId="portico-organizations"
      intro={
        <>
          Not signed in? Sign in in the <a href="/demo/index.html">playground</a>, then come back.
        </>
      }
    />,
  );
});
