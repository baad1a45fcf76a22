import { createRoot } from 'react-dom/client';
import type { AccountSection } from '../src/flows/config';
import { mountAccount } from '../src/widget/mount/mountAccount';
import { AccountWidgetPage } from './AccountWidgetPage';
import { demoClient } from './project';

/**
 * The account center (docs/account.md): for the person signed in on this origin, profile, email,
 * password, connected accounts, passkeys and two-step verification, devices, deletion. `?section=`
 * shows one section alone; `?lang=` a language.
 */
void demoClient().then(({ client, project }) => {
  const query = new URLSearchParams(location.search);
  const section = (query.get('section') ?? undefined) as AccountSection | undefined;
  const lang = query.get('lang') ?? undefined;
  // The providers a person may connect: the Better Auth server's, or a few of the emulator's.
  const providers = (project.oauth_providers ?? ['github', 'google', 'gitlab']).map((type) => ({ type }));
  createRoot(document.getElementById('app')!).render(
    <AccountWidgetPage
      client={client}
      mount={(options) => mountAccount({ ...options, ...(section && { section }), ...(lang && { lang }), config: { oauthOptions: { providers } } })}
      elementId="portico-account"
      intro={
        <>
          Not signed in? Sign in in the <a href="/demo/index.html">playground</a>, then come back.
        </>
      }
    />,
  );
});
