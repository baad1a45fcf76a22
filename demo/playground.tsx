import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthClient } from '../src/client';
import type { OTPMethod } from '../src/client/types';
import type { Product } from '../src/flows/config';
import type { PorticoEvent } from '../src/flows/events';
import { mountLogin } from '../src/widget/mount';
import { LOGIN_PRODUCTS, readState, writeState, type PlaygroundState } from './playgroundConfig';
import { signInUrl } from './demoApp';
import { demoClient, demoUrls } from './project';
import { SessionPanel } from './SessionPanel';

const toggle = <T,>(list: T[] | undefined, item: T, on: boolean) =>
  on ? [...(list ?? []).filter((x) => x !== item), item] : (list ?? []).filter((x) => x !== item);

function Playground({ client }: { client: AuthClient }) {
  const [state, setState] = useState<PlaygroundState>(() => readState(location.search));
  const [events, setEvents] = useState<string[]>([]);
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => history.replaceState(null, '', writeState(state)), [state]);
  useEffect(() => {
    if (!target.current) return;
    target.current.id = 'portico-login';
    // mountLogin adds its own host element, so the next widget mounts beside the one leaving.
    const widget = mountLogin({
      elementId: '#portico-login',
      client,
      config: state.config,
      styles: state.styles,
      theme: state.theme,
      callbacks: {
        onEvent: (event: PorticoEvent) => setEvents((list) => [`event: ${event.type}`, ...list].slice(0, 8)),
        onError: (error) => setEvents((list) => [`error: ${error.errorType ?? ''} ${error.message}`, ...list].slice(0, 8)),
      },
    });
    // React refuses to unmount a root while it is rendering this one: unmount once this commit is done.
    return () => queueMicrotask(() => widget.unmount());
  }, [client, state]);

  const products = state.config.products ?? ['emailMagicLinks'];
  const methods = state.config.otpOptions?.methods ?? [];
  const setProducts = (product: Product, on: boolean) =>
    setState((s) => ({ ...s, config: { ...s.config, products: toggle(s.config.products, product, on) } }));
  const setMethod = (method: OTPMethod, on: boolean) =>
    setState((s) => ({ ...s, config: { ...s.config, otpOptions: { ...s.config.otpOptions, methods: toggle(s.config.otpOptions?.methods, method, on) } } }));

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
          <legend>Look</legend>
          <label>
            <input type="checkbox" checked={state.theme === 'dark'} onChange={(e) => setState((s) => ({ ...s, theme: e.target.checked ? 'dark' : 'light' }))} /> Dark theme
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
        <SessionPanel client={client} />
        <div ref={target} />
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

void demoClient().then(({ client }) => {
  createRoot(document.getElementById('app')!).render(<Playground client={client} />);
});
