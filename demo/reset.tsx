import { createRoot } from 'react-dom/client';
import { mountResetPassword } from '../src/widget/mount/mountResetPassword';
import { SessionPanel } from './SessionPanel';
import { demoClient, demoUrls } from './project';

/** The target of the reset email's links: `?stytch_token_type=reset_password|login&token=…`. */
void demoClient().then(({ client }) => {
  const app = document.getElementById('app')!;
  const token = new URLSearchParams(location.search).get('token');
  const sessionHost = document.createElement('div');
  app.append(sessionHost);
  createRoot(sessionHost).render(<SessionPanel client={client} />);
  if (!token) {
    const note = document.createElement('p');
    note.textContent = 'Open this page from a password-reset email in the outbox: its link carries the token.';
    app.append(note);
    return;
  }
  const target = document.createElement('div');
  target.id = 'portico-reset';
  // What the widget told the host (onEvent, onError), newest first, as the playground lists it.
  const heading = document.createElement('h3');
  heading.textContent = 'Events';
  const events = document.createElement('ul');
  events.dataset.testid = 'events';
  const record = (line: string) => {
    const item = document.createElement('li');
    item.textContent = line;
    events.prepend(item);
  };
  app.append(target, heading, events);
  mountResetPassword({
    elementId: '#portico-reset',
    client,
    passwordResetToken: token,
    config: {
      products: ['emailMagicLinks', 'passwords'],
      emailMagicLinksOptions: { loginRedirectURL: demoUrls.authenticate(), signupRedirectURL: demoUrls.authenticate() },
      passwordOptions: { resetPasswordRedirectURL: demoUrls.reset(), loginRedirectURL: demoUrls.reset() },
    },
    callbacks: {
      onEvent: (event) => record(`event: ${event.type}`),
      onError: (error) => record(`error: ${error.errorType ?? ''} ${error.message}`),
    },
  });
});
