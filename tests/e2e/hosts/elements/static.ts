/**
 * The static host of tests/e2e/elements.e2e.test.ts: HTML pages, no bundler, loading the packed
 * package's framework-free build (`dist/standalone/`) with one `<script type="module">` each.
 * `EMULATOR` and `TOKEN` are filled in by the test.
 */
const head = (title: string, script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1" />` +
  `<title>${title}</title><script type="module" src="/portico/dist/standalone/${script}"></script></head>`;

// Every event and error the elements dispatch, as the host hears them: on the document.
const LISTEN = `<pre data-testid="events"></pre>
<script>
  const log = document.querySelector('[data-testid="events"]');
  document.addEventListener('portico-event', (event) => { log.textContent += event.detail.type + '\\n'; });
  document.addEventListener('portico-error', (event) => { log.textContent += 'error: ' + event.detail.message + '\\n'; });
</script>`;

export const STATIC_PAGES: Record<string, string> = {
  // ?config= and ?styles= become the element's properties, set before the element is defined.
  'index.html': `${head('Sign in', 'elements.js')}<body><main><h1>A static page</h1>
<portico-login id="login" base-url="EMULATOR" public-token="TOKEN"></portico-login>
${LISTEN}
<script>
  const config = new URLSearchParams(location.search).get('config');
  if (config) document.getElementById('login').config = JSON.parse(config);
  const styles = new URLSearchParams(location.search).get('styles');
  if (styles) document.getElementById('login').styles = JSON.parse(styles);
</script></main></body></html>`,
  'authenticate.html': `${head('Signing in', 'redirect.js')}<body><main><h1>Signing in</h1><p data-testid="result">…</p>
<script type="module">
  import { createHttpClient, handleAuthRedirect } from '/portico/dist/standalone/redirect.js';
  const client = createHttpClient({ baseUrl: 'EMULATOR', publicToken: 'TOKEN' });
  const result = await handleAuthRedirect(client);
  document.querySelector('[data-testid="result"]').textContent =
    result.kind === 'authenticated' ? 'Signed in as ' + result.user.emails[0].email : result.kind;
</script></main></body></html>`,
  'passkeys.html': `${head('Passkeys', 'elements.js')}<body><main><h1>Your passkeys</h1>
<portico-passkey-registration base-url="EMULATOR" public-token="TOKEN"></portico-passkey-registration>
${LISTEN}</main></body></html>`,
};
