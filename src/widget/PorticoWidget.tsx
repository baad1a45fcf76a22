import { Suspense, useCallback, useMemo, useReducer, useState, type SyntheticEvent } from 'react';
import { withDefaults, type PorticoConfig } from '../flows/config';
import { widgetReducer } from '../flows/reducer';
import type { Notice } from '../flows/runtime';
import { createInitialState, type Screen } from '../flows/state';
import { useBootstrap } from '../flows/useBootstrap';
import { useConfigProblems } from '../flows/useConfigProblems';
import { useFollowSession } from '../flows/useFollowSession';
import { useServedCheck } from '../flows/useServedCheck';
import { useWidgetInstance } from '../flows/useWidgetInstance';
import { useT } from '../i18n/I18nProvider';
import * as cardCss from '../primitives/Card.css';
import { cx } from '../primitives/cx';
import { FloatingLoader } from '../primitives/FloatingLoader';
import { ScreenFocusContext } from '../screens/ScreenFocus';
import { useScreenFocusRule } from './useScreenFocusRule';
import { lazyView } from '../flows/lazyView';
import type { ProductRegistry } from '../flows/productModule';
import { alwaysOpen, loginProducts } from '../products/registry';
import { productProblems } from './productModules';
import { useProducts } from './useProducts';
import { refuseUnserved } from './refuseUnserved';
import { screenOutlet } from './ScreenOutlet';
import type { ToastRequest } from './ToastHost';
import { WidgetContext, type WidgetContextValue } from '../flows/WidgetContext';
import { WidgetRoot, type WidgetShellProps } from './WidgetRoot';
import * as css from './WidgetRoot.css';

export interface PorticoWidgetProps extends WidgetShellProps {
  /** SPEC §3 Config. @defaultValue `{ products: ['emailMagicLinks'] }` */
  config?: PorticoConfig;
  /** The entry point's first screen. @defaultValue 'Main' */
  initialScreen?: Screen;
  /** The reset-password entry point's token. @defaultValue undefined */
  passwordResetToken?: string;
  /** The products the widget can show, by the config's id for each. @defaultValue the Login products */
  products?: ProductRegistry;
  /**
   * Products whose screens the widget opens whatever the config names (the reset widget opens on
   * the passwords product's form). @defaultValue the second factor, which follows any sign-in
   */
  opens?: ProductRegistry;
  /** Products the backend must serve whatever the config lists (the reset widget's passwords). @defaultValue none */
  needs?: readonly string[];
  /** Where the back arrow goes: the account center's overview, say. @defaultValue 'Main' */
  home?: Screen;
}

// Toasts download with the first one: most sign-ins never show a toast.
const ToastHost = lazyView(() => import('./ToastHost').then((m) => m.ToastHost));
// The watermark follows the bootstrap answer, so it can follow the email field too.
const Watermark = lazyView(() => import('../screens/sharedParts').then((m) => m.Watermark));

/** One widget instance: its own reducer, toasts, live region and theme scope. */
export function PorticoWidget({ styles, strings, lang, dir, theme, ...rest }: PorticoWidgetProps) {
  return (
    <WidgetRoot styles={styles} strings={strings} lang={lang} dir={dir} theme={theme} nonce={rest.nonce}>
      <WidgetBody styles={styles} {...rest} />
    </WidgetRoot>
  );
}

function WidgetBody(props: Omit<PorticoWidgetProps, 'strings' | 'lang' | 'dir' | 'theme'>) {
  const { client, callbacks, styles, products: registry = loginProducts, opens = alwaysOpen } = props;
  const config = useMemo(() => withDefaults(props.config), [props.config]);
  // A product the backend cannot serve throws here, for the host's error boundary.
  useMemo(() => refuseUnserved(client, config, props.needs), [client, config, props.needs]);
  const checked = useMemo(() => ({ ...config, products: [...config.products, ...(props.needs ?? [])] }), [config, props.needs]);
  const refused = useServedCheck(client, checked);
  // The config's ids become modules here, once: the configured products', then those the widget opens.
  const products = useProducts(registry, config.products, opens);
  const [state, dispatch] = useReducer(widgetReducer, undefined, () =>
    createInitialState({ screen: props.initialScreen ?? 'Main', passwordResetToken: props.passwordResetToken }),
  );
  const bootstrap = useBootstrap(client);
  const [loading, setLoading] = useState(false);
  const [toasts, setToasts] = useState<readonly ToastRequest[]>([]);
  const t = useT();
  useWidgetInstance({ client });
  useFollowSession({ client, screen: state.screen, products, dispatch });

  const focus = useScreenFocusRule(state.screen);

  const notify = useCallback(
    (notice: Notice) => setToasts((shown) => [...shown, { message: t(notice.id), kind: notice.kind }]),
    [t],
  );
  const home = props.home ?? 'Main';
  const goToMain = useCallback(() => {
    dispatch({ type: 'clear_error_descriptor' });
    dispatch({ type: 'transition', screen: home });
  }, [home]);
  const value = useMemo<WidgetContextValue>(
    () => ({ client, config, registry, products, styles, callbacks, bootstrap, state, dispatch, notify, setLoading, goToMain, home }),
    [client, config, registry, products, styles, callbacks, bootstrap, state, notify, goToMain, home],
  );
  const problems = useMemo(() => [...productProblems(registry, config), ...(refused ?? [])], [registry, config, refused]);
  useConfigProblems(value, problems);
  // The person is about to use the form: its code comes with the first focus or press (preloadOnUse).
  const preload = useCallback(
    (event: SyntheticEvent<HTMLElement>) => {
      const card = event.currentTarget;
      // The calls the person starts wait until the bot challenge's code, if the server asks for
      // one, can carry them: a quick click is not sent before it downloads (docs/bots.md).
      client.holdFetch?.(import('./preloadOnUse').then((m) => m.preloadOnUse(value, card, props.nonce)));
    },
    [client, value, props.nonce],
  );

  return (
    <WidgetContext.Provider value={value}>
      <ScreenFocusContext.Provider value={focus}>
        {loading ? <FloatingLoader label={t('common.loading')} /> : null}
        {/* Hidden, not unmounted, while loading: the screen keeps what the person typed. */}
        {/* The Card primitive's element itself, without its component: one fibre less in the first
            render, and fewer bytes in the email-only download, whose budget is npm run size's. */}
        <div
          className={cx(cardCss.root, css.card)}
          part="card"
          hidden={loading}
          data-screen={state.screen}
          onFocusCapture={preload}
          onPointerDownCapture={preload}
        >
          {/* Main is in the first download and its lazy parts have their own boundaries: no boundary
              of its own on the first render; the other screens may wait on their chunk. */}
          {!refused ? (
            <FloatingLoader label={t('common.loading')} />
          ) : refused.length ? (
            // A config the server refused: the catalogue's generic line (the developer reads why in onError).
            <p role="alert">{t('error.unknown')}</p>
          ) : state.screen === 'Main' ? (
            screenOutlet(state.screen, products, t('common.loading'), value)
          ) : (
            <Suspense fallback={<FloatingLoader label={t('common.loading')} />}>
              {screenOutlet(state.screen, products, t('common.loading'), value)}
            </Suspense>
          )}
          {bootstrap.displayWatermark ? (
            <Suspense fallback={null}>
              <Watermark text={t('common.poweredBy')} />
            </Suspense>
          ) : null}
        </div>
        {toasts.length > 0 ? (
          <Suspense fallback={null}>
            <ToastHost requests={toasts} />
          </Suspense>
        ) : null}
      </ScreenFocusContext.Provider>
    </WidgetContext.Provider>
  );
}
