import { createRoot } from 'react-dom/client';
import { mountLogin } from '../src/widget/mount/mountLogin';
import { SessionPanel } from './SessionPanel';
import { demoClient, demoUrls } from './project';

/** Two Login widgets on one page: each has its own state, toasts and live region. */
void demoClient().then(({ client }) => {
  const app = document.getElementById('app')!;
  const sessionHost = document.createElement('div');
  app.append(sessionHost);
  createRoot(sessionHost).render(<SessionPanel client={client} />);
  const row = document.createElement('div');
  row.className = 'widgets';
  row.innerHTML = '<section aria-label="First widget" id="first"></section><section aria-label="Second widget" id="second"></section>';
  app.append(row);
  const redirects = { loginRedirectURL: demoUrls.authenticate(), signupRedirectURL: demoUrls.authenticate() };
  mountLogin({ elementId: '#first', client, config: { products: ['emailMagicLinks'], emailMagicLinksOptions: redirects } });
  mountLogin({
    elementId: '#second',
    client,
    config: { products: ['otp'], otpOptions: { methods: ['email', 'sms'] } },
    theme: 'dark',
  });
});
