import type { Screen } from '../flows/state';
import { FloatingLoader } from '../primitives/FloatingLoader';
import { useT } from '../i18n/I18nProvider';
import { MainContainer } from './MainContainer';
import { containerFor, lazyView } from './products';
import { secondFactorEntry } from '../products/secondFactor';
import { useWidget } from './WidgetContext';

// Only a widget misconfigured by hand ever reaches it.
const UnknownScreen = lazyView(() => import('./UnknownScreen').then((m) => m.UnknownScreen));

/** Renders the current screen's container, from the product entries; Main is always in the first download. */
export function ScreenOutlet({ screen }: { screen: Screen }) {
  const { products } = useWidget();
  const t = useT();
  if (screen === 'Main') return <MainContainer />;
  if (!products) return <FloatingLoader label={t('common.loading')} />;
  const Container = containerFor(products, screen) ?? secondFactorEntry.screens[screen as keyof typeof secondFactorEntry.screens];
  return Container ? <Container key={screen} /> : <UnknownScreen screen={screen} />;
}
