/** SPEC §2 Main: what the main screen shows for a config, computed from the product registry. */
import type { MessageId } from '../i18n/en';
import { withDefaults, type PorticoConfig, type Product } from './config';
import {
  configuredProducts,
  EMAIL_TABS,
  MAIN_PARTS,
  productRegistry,
  tabLabelId,
  type MainCapabilities,
  type MainContext,
  type MainPart,
  type ProductDefinition,
  type TabId,
} from './registry';

export type MainConfigError = 'eml_and_email_otp' | 'passkeys_only';

export const CONFIG_ERROR_MESSAGE: Record<MainConfigError, MessageId> = {
  eml_and_email_otp: 'main.configError.emlAndEmailOtp',
  passkeys_only: 'main.configError.passkeysOnly',
};

export interface MainTab {
  id: TabId;
  labelId: MessageId;
}

/** One part of Main with the products that fill it; a view puts an 'or' divider between groups. */
export interface MainGroup {
  part: MainPart;
  products: Product[];
}

export interface MainLayout {
  /** Set when the config cannot be shown; Main shows only its message (`CONFIG_ERROR_MESSAGE`). */
  configError?: MainConfigError;
  groups: MainGroup[];
  /** The method tabs; empty when there is a single method (SPEC §2: one method, no tabs). */
  tabs: MainTab[];
  /** The form shown first: the first available method, or null when there is no form. */
  defaultTab: TabId | null;
  showPasskeyButton: boolean;
}

const EMPTY: Omit<MainLayout, 'configError'> = { groups: [], tabs: [], defaultTab: null, showPasskeyButton: false };

/**
 * SPEC §2: 'Cannot use both EML and Email OTP' when emailMagicLinks and otp with the email method
 * are both on and passwords are off. With passwords on, both become the one password-email tab,
 * so there is no conflict to report.
 */
function configError(products: ProductDefinition[], config: MainContext['config']): MainConfigError | undefined {
  if (products.length > 0 && products.every((product) => product.standalone === false)) return 'passkeys_only';
  const ids = config.products;
  if (
    ids.includes('emailMagicLinks') &&
    ids.includes('otp') &&
    config.otpOptions.methods.includes('email') &&
    !ids.includes('passwords')
  ) {
    return 'eml_and_email_otp';
  }
  return undefined;
}

/**
 * Pure: the same config and capabilities always give the same layout. Accepts a raw or an
 * already-defaulted config.
 */
export function buildMainLayout(
  rawConfig: PorticoConfig,
  capabilities: MainCapabilities,
  registry: readonly ProductDefinition[] = productRegistry,
): MainLayout {
  const config = withDefaults(rawConfig);
  const products = configuredProducts(config, registry);
  const error = configError(products, config);
  if (error) return { configError: error, ...EMPTY };

  // Tabs in product order, then each product's own order; the first occurrence of a tab wins.
  const allTabs = [...new Set(products.flatMap((product) => product.tabs?.(config) ?? []))];
  const context: MainContext = { config, capabilities, tabs: allTabs };
  const shown = products.filter(
    (product) => product.mainPart !== null && (product.showsOnMain?.(context) ?? true),
  );
  const groups = MAIN_PARTS.flatMap((part): MainGroup[] => {
    const members = shown.filter((product) => product.mainPart === part);
    if (members.length === 0) return [];
    // A form part with no method (say otp with no methods) has nothing to render.
    if (part === 'form' && allTabs.length === 0) return [];
    return [{ part, products: members.map((product) => product.id) }];
  });

  return {
    groups,
    tabs: allTabs.length > 1 ? allTabs.map((id) => ({ id, labelId: tabLabelId(id) })) : [],
    defaultTab: allTabs[0] ?? null,
    showPasskeyButton: shown.some((product) => product.mainPart === 'passkey'),
  };
}

/** Whether a tab is one of the email forms (magic link, email OTP, password email). */
export const isEmailTab = (tab: TabId) => EMAIL_TABS.includes(tab);
