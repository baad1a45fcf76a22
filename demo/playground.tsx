import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { handleAuthRedirect, type AuthClient, type AuthRedirectResult } from '../src/client';
import type { OTPMethod } from '../src/client/types';
import type { Product } from '../src/products/registry';
import type { PorticoEvent } from '../src/flows/events';
import { OAUTH_PROVIDER_NAMES } from '../src/i18n/providerNames';
import { mountLogin } from '../src/widget/mount/mountLogin';
import { mountVerifySecondFactor } from '../src/widget/mount/mountVerifySecondFactor';
import {
  LOGIN_PRODUCTS,
  oneTapChoice,
  PLAYGROUND_LANGS,
  readState,
  setOneTap,
  storeState,
  toggleProvider,
  writeState,
  type OneTapChoice,
  type PlaygroundState,
} from './playgroundConfig';
import { signInUrl } from './demoApp';
import { demoClient, demoUrls } from './project';
import { SessionPanel } from './SessionPanel';
import { SignedInAlready } from './SignedInAlready';

/** 'العربية (ar)': each language in its own words; 'auto' follows the browser. */
const languageName = (tag: string) =>
  tag === 'auto'
    ? "Browser's languages (auto)"
    : tag === 'en-XA'
      ? 'Pseudo-locale (en-XA)'
      : `${new Intl.DisplayNames([tag], { type: 'language' }).of(tag)} (${tag})`;

const toggle = <T,>(list: T[] | undefined, item: T, on: boolean) =>
  on ? [...(list ?? []).filter((x) => x !== item), item] : (list ?? []).filter((x) => x !== item);

/** What the return from a provider brought: a sign-in, or a token that failed (a provider's error is the widget's to show). */
function RedirectStatus({ redirect }: { redirect: Promise<AuthRedirectResult> }) {
  const [result, setResult] = useState<AuthRedirectResult | null>(null);
  useEffect(() => void redirect.then(setResult), [redirect]);
  if (result?.kind === 'authenticated') return <p role="status">You are signed in.</p>;
  if (result?.kind === 'second_factor') return <p role="status">One more step: this account needs a second factor.</p>;
  if (result?.kind === 'error' && result.source === 'token') return <p role="alert">{result.error.message}</p>;
  if (result?.kind === 'signed_in_already') return <SignedInAlready asked={result} onResult={setResult} />;
  return null;
}

/** The test wallets' addresses when `?testWallets=1` injected them (demo/testWallets.ts), else null. */
type TestWallets = { ethereum: string; solana: string } | null;

function Playground({ client, redirect, testWallets }: { client: AuthClient; redirect: Promise<AuthRedirectResult>; testWallets: TestWallets }) {
  const [state, setState] = useState<PlaygroundState>(() => readState(location.search));
  const [events, setEvents] = useState<string[]>([]);
  // A config the backend cannot serve stops the mount: the playground shows why.
  const [mountError, setMountError] = useState<string | null>(null);
  const target = useRef<HTMLDivElement>(null);
  const second = useRef<HTMLDivElement>(null);
  const changed = useRef(false);
  // A provider's return that needs a second factor: the first widget opens on "Verify it's you".
  const [verify, setVerify] = useState(false);
  useEffect(() => void redirect.then((result) => setVerify(result.kind === 'second_factor')), [redirect]);

  // The address bar follows the state once it changes: until then it may still carry what a
  // provider sent back, which the widget reads and removes itself.
  useEffect(() => {
    storeState(state);
    if (changed.current) history.replaceState(null, '', writeState(state));
    changed.current = true;
  }, [state]);
  useEffect(() => {
    if (!target.current || !second.current) return;
    target.current.id = 'portico-login';
    second.current.id = 'portico-login-dark';
    // mountLogin adds its own host element, so the next widget mounts beside the one leaving.
    const mount = (elementId: string, theme: PlaygroundState['theme']) =>
      (verify && elementId === '#portico-login' ? mountVerifySecondFactor : mountLogin)({
        elementId,
        client,
        config: state.config,
        styles: state.styles,
        theme,
        lang: state.lang,
        callbacks: {
          onEvent: (event: PorticoEvent) => setEvents((list) => [`event: ${event.type}`, ...list].slice(0, 8)),
          onError: (error) => setEvents((list) => [`error: ${error.errorType ?? ''} ${error.message}`, ...list].slice(0, 8)),
        },
      });
    // Side by side: the same brand colour on the light and the dark card.
    let widgets: ReturnType<typeof mountLogin>[];
    try {
      // mountLogin refuses a product its backend cannot serve, naming both.
      widgets = state.sideBySide ? [mount('#portico-login', 'light'), mount('#portico-login-dark', 'dark')] : [mount('#portico-login', state.theme)];
    } catch (error) {
      setMountError(error instanceof Error ? error.message : String(error));
      return;
    }
    setMountError(null);
    // React refuses to unmount a root while it is rendering this one: unmount once this commit is done.
    return () => queueMicrotask(() => widgets.forEach((widget) => widget.unmount()));
  }, [client, state, verify]);

  const products = state.config.products ?? ['emailMagicLinks'];
  const methods = state.config.otpOptions?.methods ?? [];
  const setProducts = (product: Product, on: boolean) =>
    setState((s) => ({ ...s, config: { ...s.config, products: toggle(s.config.products, product, on) } }));
  const setMethod = (method: OTPMethod, on: boolean) =>
    setState((s) => ({ ...s, config: { ...s.config, otpOptions: { ...s.config.otpOptions, methods: toggle(s.config.otpOptions?.methods, method, on) } } }));
  const providers = state.config.oauthOptions?.providers ?? [];
  const setProviders = (change: (list: typeof providers) => typeof providers) =>
    setState((s) => ({ ...s, config: { ...s.config, oauthOptions: { ...s.config.oauthOptions, providers: change(s.config.oauthOptions?.providers ?? []) } } }));

  return (
    <>
      <section className="panel" aria-labelledby="panel-heading">
        <h2 id="panel-heading">Configure the widget</h2>
        <fieldset>
          <legend>Products</legend>
          {LOGIN_PRODUCTS.map((product) => (
            <label key={product}>
              <input type="checkbox" checked={products.includes(product)} onChange={(e) => setProducts(product, e.target.checked)} /> {product}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>One-time passcode methods</legend>
          {(['sms', 'whatsapp', 'email'] as OTPMethod[]).map((method) => (
            <label key={method}>
              <input type="checkbox" checked={methods.includes(method)} onChange={(e) => setMethod(method, e.target.checked)} /> {method}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Social sign-in (oauth)</legend>
          {Object.entries(OAUTH_PROVIDER_NAMES).map(([type, name]) => (
            <label key={type}>
              <input
                type="checkbox"
                checked={providers.some((entry) => entry.type === type)}
                onChange={(e) => setProviders((list) => toggleProvider(list, type, e.target.checked))}
              />{' '}
              {name}
            </label>
          ))}
          <label>
            Google One Tap{' '}
            <select value={oneTapChoice(providers)} onChange={(e) => setProviders((list) => setOneTap(list, e.target.value as OneTapChoice))}>
              <option value="off">off</option>
              <option value="embedded">embedded</option>
              <option value="floating">floating</option>
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>Crypto wallets</legend>
          <label>
            {/* Injected at page load, as extensions are: turning them on or off reloads the page. */}
            <input type="checkbox" checked={state.testWallets} onChange={(e) => location.assign(writeState({ ...state, testWallets: e.target.checked }))} /> Test
            wallets (reloads the page)
          </label>
          {testWallets ? (
            <p data-testid="test-wallets" style={{ overflowWrap: 'anywhere' }}>
              <strong>TEST wallets are injected in this page</strong> (not real wallets; their keys are in this page&apos;s localStorage): &ldquo;Portico TEST
              wallet (Ethereum)&rdquo; {testWallets.ethereum}, and a Solana one at window.solana (&ldquo;Other Solana Wallet&rdquo;) {testWallets.solana}.
            </p>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>Look</legend>
          <label>
            Theme{' '}
            <select value={state.theme} disabled={state.sideBySide} onChange={(e) => setState((s) => ({ ...s, theme: e.target.value as PlaygroundState['theme'] }))}>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
              <option value="system">System (follows your OS)</option>
            </select>
          </label>
          <label>
            <input type="checkbox" checked={state.sideBySide} onChange={(e) => setState((s) => ({ ...s, sideBySide: e.target.checked }))} /> Light and dark side by side
          </label>
          <label>
            Language{' '}
            <select value={state.lang} onChange={(e) => setState((s) => ({ ...s, lang: e.target.value }))}>
              {PLAYGROUND_LANGS.map((tag) => (
                <option key={tag} value={tag} lang={tag === 'auto' ? undefined : tag}>
                  {languageName(tag)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input type="checkbox" checked={state.styles.hideHeaderText ?? false} onChange={(e) => setState((s) => ({ ...s, styles: { ...s.styles, hideHeaderText: e.target.checked } }))} /> Hide header text
          </label>
          <label>
            <input type="checkbox" checked={state.config.enableShadowDOM ?? false} onChange={(e) => setState((s) => ({ ...s, config: { ...s.config, enableShadowDOM: e.target.checked } }))} /> Shadow DOM
          </label>
          <label>
            Primary colour{' '}
            <input type="color" value={state.styles.colors?.primary ?? '#19303d'} onChange={(e) => setState((s) => ({ ...s, styles: { ...s.styles, colors: { ...s.styles.colors, primary: e.target.value } } }))} />
          </label>
        </fieldset>
        <details>
          <summary>Config as JSON (in the URL too)</summary>
          <pre>{JSON.stringify(state.config, null, 2)}</pre>
        </details>
      </section>
      <section className="stage" aria-labelledby="stage-heading">
        <h2 id="stage-heading">Your site</h2>
        <RedirectStatus redirect={redirect} />
        <SessionPanel client={client} />
        {mountError ? <p role="alert">{mountError}</p> : null}
        <div className="widgets">
          <div ref={target} />
          <div ref={second} />
        </div>
        <h3>Events</h3>
        <ul data-testid="events">{events.map((line, i) => <li key={i}>{line}</li>)}</ul>
      </section>
    </>
  );
}

const idpLink = document.querySelector<HTMLAnchorElement>('#idp-link');
if (idpLink) {
  idpLink.href = demoUrls.identityProvider();
  // Followed as Demo App would send a person: with PKCE, state and nonce (demo/demoApp.ts).
  idpLink.addEventListener('click', (event) => {
    event.preventDefault();
    void signInUrl().then((url) => location.assign(url));
  });
}

void demoClient().then(async ({ client }) => {
  // Social sign-in returns here: the token is read and leaves the address bar before anything renders.
  const redirect = handleAuthRedirect(client);
  // Before the widget mounts, as a wallet extension is there before the page's scripts run.
  const testWallets = readState(location.search).testWallets ? (await import('./testWallets')).installTestWallets() : null;
  createRoot(document.getElementById('app')!).render(<Playground client={client} redirect={redirect} testWallets={testWallets} />);
});
