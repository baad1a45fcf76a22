import type { ReactNode } from 'react';
import type { AuthClient } from '../client/types';
import type { ResolvedConfig } from '../flows/config';
import type { Screen } from '../flows/state';
import { SIGNED_IN_SCREENS } from '../flows/useFollowSession';
import { FloatingLoader } from '../primitives/FloatingLoader';
import { MainContainer } from './MainContainer';
import { containerFor, lazyView, type ProductModule } from './products';
import { secondFactorEntry } from '../products/secondFactor';
import { useT } from '../i18n/I18nProvider';
import { useWidget } from './WidgetContext';

// Only a widget misconfigured by hand ever reaches it.
const UnknownScreen = lazyView(() => import('./UnknownScreen').then((m) => m.UnknownScreen));

/**
 * The current screen's container, from the product entries; Main is always in the first download.
 * A function the widget calls, not a component of its own: one component less in the first render
 * (issue 20).
 */
export function screenOutlet(screen: Screen, products: readonly ProductModule[] | null, loadingLabel: string, after?: AfterSignInCheck): ReactNode {
  if (screen === 'Main') return afterSignIn(screen, products, after, <MainContainer />);
  if (!products) return <FloatingLoader label={loadingLabel} />;
  const Container = containerFor(products, screen) ?? secondFactorEntry.screens[screen as keyof typeof secondFactorEntry.screens];
  return afterSignIn(screen, products, after, Container ? <Container key={screen} /> : <UnknownScreen screen={screen} />);
}

/** What a product's after-sign-in step is checked with. */
export type AfterSignInCheck = { client: AuthClient; config: ResolvedConfig };

/** A configured product's step after a sign-in (ProductModule.afterSignIn), before the screen that follows it. */
function afterSignIn(screen: Screen, products: readonly ProductModule[] | null, check: AfterSignInCheck | undefined, view: ReactNode): ReactNode {
  if (!check || (screen !== 'Main' && !SIGNED_IN_SCREENS.has(screen))) return view;
  const step = products?.find((product) => product.afterSignIn?.applies(screen, check.client, check.config))?.afterSignIn;
  return step ? (
    <step.View key={screen} screen={screen}>
      {view}
    </step.View>
  ) : (
    view
  );
}

/** The current screen's container, for a host composing its own widget inside a WidgetContext. */
export function ScreenOutlet({ screen }: { screen: Screen }) {
  const { products, client, config } = useWidget();
  const t = useT();
  return screenOutlet(screen, products, t('common.loading'), { client, config });
}
