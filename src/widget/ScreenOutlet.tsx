import type { ReactNode } from 'react';
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
 * A function the widget calls, not a component of its own: one component less in the first render
 *.
 */
export function screenOutlet(screen: Screen, products: readonly ProductModule[] | null, loadingLabel: string): ReactNode {
  if (screen === 'Main') return <MainContainer />;
  if (!products) return <FloatingLoader label={loadingLabel} />;
  const Container = containerFor(products, screen);
  return Container ? <Container key={screen} /> : <UnknownScreen screen={screen} />;
}

/** The current screen's container, for a host composing its own widget inside a WidgetContext. */
export function ScreenOutlet({ screen }: { screen: Screen }) {
  const { products } = useWidget();
  const t = useT();
  return screenOutlet(screen, products, t('common.loading'));
}
