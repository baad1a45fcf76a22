/**
 * Main's downloads start from the config alone (src/products/mainDownloads.ts): the tab rules it
 * reads are the products' own, and it asks for the tabs exactly when Main will draw them.
 */
import { describe, expect, it } from 'vitest';
import { buildMainLayout } from '../../../src/flows/mainLayout';
import { withDefaults, type PorticoConfig } from '../../../src/flows/config';
import { MAIN_TAB_RULES } from '../../../src/products/mainDownloads';
import { loginProducts } from '../../../src/products/registry';
import { loadProducts } from '../../../src/widget/useProducts';

const rules = MAIN_TAB_RULES as Record<string, unknown>;

describe("Main's downloads", () => {
  it("read each Login product's tabs from the product's own rule, and no rule for a product without tabs", async () => {
    const ids = Object.keys(loginProducts);
    const modules = await loadProducts(loginProducts, ids);
    for (const module of modules) expect({ id: module.id, tabs: module.tabs }).toEqual({ id: module.id, tabs: rules[module.id] });
    expect(Object.keys(rules).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('count the tabs Main draws, for the configs a host writes', async () => {
    const configs: PorticoConfig[] = [
      {},
      { products: ['emailMagicLinks'] },
      { products: ['oauth', 'emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } },
      { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } },
      { products: ['otp'], otpOptions: { methods: ['sms'] } },
      { products: ['passwords'] },
      { products: ['emailMagicLinks', 'passwords'] },
      { products: ['passwords', 'otp'], otpOptions: { methods: ['email', 'sms'] } },
      { products: ['passkeys', 'emailMagicLinks'] },
    ];
    for (const config of configs) {
      const resolved = withDefaults(config);
      const layout = buildMainLayout(resolved, {}, await loadProducts(loginProducts, resolved.products));
      const early = new Set((config.products ?? []).flatMap((id) => (id in rules ? (rules[id] as (c: PorticoConfig) => string[])(config) : [])));
      expect({ config, tabs: early.size > 1 }).toEqual({ config, tabs: layout.tabs.length > 1 });
    }
  });
});
