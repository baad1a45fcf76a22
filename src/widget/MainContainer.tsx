import { Suspense, useState, type ReactNode } from 'react';
import type { MainCapabilities, TabId } from '../flows/products';
import { useMainScreen } from '../flows/useMainScreen';
import { useT } from '../i18n/I18nProvider';
import { Spinner } from '../primitives/Spinner';
import { MainScreen, type MainScreenPart } from '../screens/MainScreen';
import { lazyView } from '../flows/lazyView';
import type { ProductModule } from '../flows/productModule';
import { formFor } from './productModules';
import { useFlowArgs, useWidget } from '../flows/WidgetContext';
import * as css from './MainContainer.css';

// Radix Tabs only download when there is more than one method to choose from (SPEC §2), asked for
// with the products as soon as the config is known (products/mainDownloads.ts).
const MainTabs = lazyView(() => import('../screens/MainTabs').then((m) => m.MainTabs));

const NONE: readonly ProductModule[] = [];

/** Main, built from the configured products' modules: each part and each tab's form is its product's view. */
export function MainContainer() {
  const { products: configured, styles, bootstrap } = useWidget();
  const products = configured ?? NONE;
  const args = useFlowArgs();
  const t = useT();
  // What the browser can do, found out by the products' backgrounds (SPEC §2 passkey autofill).
  const [capabilities, setCapabilities] = useState<MainCapabilities>();
  const { layout, activeTab, onTabChange, banner } = useMainScreen(args, products, capabilities);

  const loading = (
    <div className={css.loading}>
      <Spinner label={t('common.loading')} />
    </div>
  );
  const form = (tab: TabId): ReactNode => {
    const Form = formFor(products, tab);
    if (!Form) return null;
    // A form in the first download (the default product's) draws at once: no boundary to wait on.
    if (!Form.preload) return <Form tab={tab} {...capabilities} />;
    return (
      <Suspense fallback={loading}>
        <Form tab={tab} {...capabilities} />
      </Suspense>
    );
  };

  // Until the configured products' modules arrive, Main holds their place.
  const parts = configured === null ? [{ id: 'loading', content: loading }] : layout.groups.flatMap((group): MainScreenPart[] => {
    if (group.part === 'form') {
      const content =
        layout.tabs.length > 1 ? (
          <Suspense fallback={loading}>
            <MainTabs
              label={t('main.tabsLabel')}
              tabs={layout.tabs.map((tab) => ({ id: tab.id, label: t(tab.labelId), content: form(tab.id) }))}
              value={activeTab ?? undefined}
              onValueChange={(id) => onTabChange(id as TabId)}
            />
          </Suspense>
        ) : layout.defaultTab ? (
          form(layout.defaultTab)
        ) : null;
      return content ? [{ id: group.part, content }] : [];
    }
    const views = group.products.flatMap((id) => products.find((product) => product.id === id)?.part ?? []);
    if (views.length === 0) return [];
    const content = views.map((View, index) => (
      <Suspense key={index} fallback={loading}>
        <View />
      </Suspense>
    ));
    return [{ id: group.part, content }];
  });

  const logoUrl = styles?.logo?.logoImageUrl;
  return (
    <>
      {/* Products' work that lasts as long as Main, drawn or not (passkey autofill). */}
      {products.map(({ id, background: Background }) => Background && <Background key={id} onCapabilities={setCapabilities} />)}
      <MainScreen
        parts={parts}
        banner={banner}
        hideHeaderText={styles?.hideHeaderText ?? false}
        {...(layout.configError ? { configError: t(layout.configError) } : {})}
        {...(logoUrl ? { logo: { src: logoUrl, alt: t('main.logoAlt', { projectName: bootstrap.projectName }) } } : {})}
      />
    </>
  );
}
