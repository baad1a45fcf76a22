/** SPEC §2 Main: what the main screen shows for a config, computed from the configured products' modules alone. */
import type { MessageId } from '../i18n/translator';
import type { ProductId, ResolvedConfig } from './config';
import { MAIN_PARTS, tabLabelId, type MainCapabilities, type MainContext, type MainPart, type ProductDefinition, type TabId } from './products';

export interface MainLayoutTab {
  id: TabId;
  labelId: MessageId;
}

/** One part of Main with the products that fill it; a view puts an 'or' divider between groups. */
export interface MainGroup {
  part: MainPart;
  products: ProductId[];
}

export interface MainLayout {
  /** Set when the config cannot be shown: Main shows only this message (SPEC §2). */
  configError?: MessageId;
  groups: MainGroup[];
  /** The method tabs; empty when there is a single method (SPEC §2: one method, no tabs). */
  tabs: MainLayoutTab[];
  /** The form shown first: the first available method, or null when there is no form. */
  defaultTab: TabId | null;
}

/** Every sign-in method tab the configured products give, in product order, before the one-method rule (SPEC §2). */
export function mainTabs(config: ResolvedConfig, products: readonly ProductDefinition[]): TabId[] {
  // Tabs in product order, then each product's own order; the first occurrence of a tab wins.
  return [...new Set(products.flatMap((product) => product.tabs?.(config) ?? []))];
}

/** Pure: the same config, capabilities and configured products (in the config's order) always give the same layout. */
export function buildMainLayout(
  config: ResolvedConfig,
  capabilities: MainCapabilities,
  products: readonly ProductDefinition[],
): MainLayout {
  const configError = products.map((product) => product.validate?.(config)).find((message) => message !== undefined);
  if (configError) return { configError, groups: [], tabs: [], defaultTab: null };

  const allTabs = mainTabs(config, products);
  const context: MainContext = { config, capabilities, tabs: allTabs };
  const shown = products.filter((product) => product.mainPart && (product.showsOnMain?.(context) ?? true));
  const groups = MAIN_PARTS.flatMap((part): MainGroup[] => {
    const members = shown.filter((product) => product.mainPart === part);
    // A form part with no method (say otp with no methods) has nothing to render.
    if (members.length === 0 || (part === 'form' && allTabs.length === 0)) return [];
    return [{ part, products: members.map((product) => product.id) }];
  });

  return {
    groups,
    tabs: allTabs.length > 1 ? allTabs.map((id) => ({ id, labelId: tabLabelId(id) })) : [],
    defaultTab: allTabs[0] ?? null,
  };
}
