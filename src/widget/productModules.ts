/**
 * What the widget does with product modules (docs/products.md): Main and the screen outlet are
 * built from them alone. The widgets' modules are listed in src/products/registry.ts.
 */
import type { TabId } from '../flows/products';
import type { Screen } from '../flows/state';
import type { MainFormProps, ProductModule, ProductRegistry, View } from '../flows/productModule';
import type { ResolvedConfig } from '../flows/config';

/** The configured product that draws a Main tab. */
export function formFor(products: readonly ProductModule[], tab: TabId): View<MainFormProps> | undefined {
  return products.find((product) => product.forms?.[tab])?.forms?.[tab];
}

/** The container of a screen, from whichever of these modules brings it first. */
export function containerFor(modules: readonly ProductModule[], screen: Screen): View | undefined {
  return modules.find((module) => module.screens[screen])?.screens[screen];
}

/** What is wrong with the products a config asks for: ids this widget has no module for. */
export function productProblems(registry: ProductRegistry, config: ResolvedConfig): string[] {
  return config.products.flatMap((id) => {
    if (!Object.hasOwn(registry, id)) return [`"${String(id)}" is not a Portico product; it is left out of the widget.`];
    return [];
  });
}
