import { createRoot } from 'react-dom/client';
import { SessionPanel } from './SessionPanel';
import { demoClient } from './project';

/**
 * The identity-provider entry point: the emulator's OpenID discovery names this page as its
 * authorization endpoint. The IdentityProvider widget (IDPConsent) mounts here with the consent issue.
 */
void demoClient().then(({ client }) => {
  const params = [...new URLSearchParams(location.search).entries()];
  createRoot(document.getElementById('app')!).render(
    <>
      <p>The IdentityProvider consent widget is not built yet. This page received this request:</p>
      <ul>
        {params.map(([key, value]) => (
          <li key={key}>
            <code>{key}</code> = <code>{value}</code>
          </li>
        ))}
      </ul>
      <SessionPanel client={client} />
    </>,
  );
});
