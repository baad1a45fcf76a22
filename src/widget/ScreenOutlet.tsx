import type { ReactNode } from 'react';
import type { AuthClient } from '../client/types';
import type { ResolvedConfig } from '../flows/config';
import type { Screen } from '../flows/state';
import { FloatingLoader } from '../primitives/FloatingLoader';
import { MainContainer } from './MainContainer';
import { lazyView } from '../flows/lazyView';
import type { ProductModule } from '../flows/productModule';
import { containerFor } from './productModules';
import { useT } from '../i18n/I18nProvider';
import { useWidget } from '../flows/WidgetContext';

// Only a widget misconfigured by hand ever reaches it.
const UnknownScreen = lazyView(() => import('./UnknownScreen').then((m) => m.UnknownScreen));

/**
 * The current screen's container, from the widget's modules; Main is always in the first download.
 * A function the widget calls, not a component of its own: one component less in the first render.
 * A configured product's step after a sign-in (ProductModule.afterSignIn, the passkey offer) gets
 * the view and decides itself where it applies: the kernel knows no screen of it.
 */
export function screenOutlet(screen: Screen, products: readonly ProductModule[] | null, loadingLabel: string, widget?: AfterSignInCheck): ReactNode {
  if (screen !== 'Main' && !products) return <FloatingLoader label={loadingLabel} />;
  const Container = screen === 'Main' ? MainContainer : containerFor(products!, screen);
  const view = Container ? <Container key={screen} /> : <UnknownScreen screen={screen} />;
  const after = widget && products?.find((product) => product.afterSignIn)?.afterSignIn;
  return after ? after.step(screen, view, widget) : view;
}

/** What a product's after-sign-in step is handed beside the view: the widget's client and config. */
export type AfterSignInCheck = { client: AuthClient; config: ResolvedConfig };

/** The current screen's container, for a host composing its own widget inside a WidgetContext. */
export function ScreenOutlet({ screen }: { screen: Screen }) {
  const widget = useWidget();
  return screenOutlet(screen, widget.products, useT()('common.loading'), widget);
}
