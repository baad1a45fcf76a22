// A host page under a strict Content Security Policy (tests/e2e/strictCsp.e2e.test.ts): built from
// dist/ as a host builds it, the page's nonce read from its <meta property="csp-nonce">, the config
// from the query string. Magic links come back to this same page, which signs the user in.
import 'portico/style.css';
import { createHttpClient } from 'portico/client';
import { mountLogin } from 'portico';

const status = (text: string) => {
  const line = document.createElement('p');
  line.setAttribute('role', 'status');
  line.textContent = text;
  document.body.prepend(line);
};

async function main() {
  const { public_token: publicToken } = (await (await fetch('/demo/project.json')).json()) as { public_token: string };
  const client = createHttpClient({ baseUrl: location.origin, publicToken });
  const query = new URLSearchParams(location.search);
  const token = query.get('token');
  if (token) {
    const { user } = await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    status(`Signed in as ${user.emails[0]?.email}`);
    return;
  }
  const here = `${location.origin}${location.pathname}`;
  const config = JSON.parse(query.get('config') ?? '{}');
  mountLogin({
    elementId: '#login',
    client,
    nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce,
    config: { ...config, emailMagicLinksOptions: { loginRedirectURL: here, signupRedirectURL: here } },
  });
}

main().catch((error: unknown) => status(`Failed: ${String(error)}`));
