/**
 * What the widget does with product entries (docs/products.md): Main and the screen outlet are
 * built from them alone. The Login widget's entries are registered in src/products/registry.ts.
 */
import type { ResolvedConfig } from '../../flows/config';
import { configuredProducts, type TabId } from '../../flows/products';
import type { Screen } from '../../flows/state';
import type { MainFormProps, ProductModule, ProductRegistry, View } from './types';

export { loginProducts, prepareBotChallenge, type CheckedScreens } from '../../products/registry';

/** The configured product that draws a Main tab. */
export function formFor(products: readonly ProductModule[], config: ResolvedConfig, tab: TabId): View<MainFormProps> | undefined {
  return configuredProducts(config, products).find((product) => product.forms?.[tab])?.forms?.[tab];
}

/** The container of a screen, from whichever of these entries brings it. */
export function containerFor(products: readonly ProductModule[], screen: Screen): View | undefined {
  return products.find((product) => product.screens[screen])?.screens[screen];
}

/** What is wrong with the products a config asks for: ids no entry of this widget knows. */
export function productProblems(registry: ProductRegistry, config: ResolvedConfig): string[] {
  return config.products.flatMap((id) => {
    if (!Object.prototype.hasOwnProperty.call(registry, id)) return [`"${String(id)}" is not a Portico product; it is left out of the widget.`];
    return [];
  });
}

/** Fetches the screens of these products ahead of need, so a screen change does not wait on a download. */
export function preloadScreens(products: readonly ProductModule[]): void {
  void import('../../screens/lazyParts').catch(() => undefined); // every screen but Main shows it
  for (const product of products) {
    for (const view of Object.values(product.screens)) void view?.preload?.().catch(() => undefined);
  }
}

export type { ProductModule, ProductRegistry, MainFormProps, View } from './types';
export { lazyView } from './lazyView';
export { loadProducts, useProducts } from './useProducts';
