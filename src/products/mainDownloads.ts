/**
 * What Main's first frame needs for a config, asked for all at once as soon as the config is known
 * (docs/performance.md "No waterfall before Main"): each configured product's module, the tabs when
 * Main offers more than one method (SPEC §2), and the page's language. Each widget asks again when it
 * renders; the browser answers those from what is already on its way, so a person waits for one
 * round of downloads after the first file, not one per level of the widget's code.
 */
import type { PorticoConfig } from '../flows/config';
import type { TabId } from '../flows/products';
import { emailMagicLinksTabs } from './emailMagicLinks/tabs';
import { otpTabs } from './otp/tabs';
import { passwordsTabs } from './passwords/tabs';

/** The Login products that download when a config names them (registry.ts lists them with the ones in the first download). */
export const lazyLoginProducts = {
  otp: () => import('./otp').then((m) => m.otpProduct),
  passwords: () => import('./passwords').then((m) => m.passwordsProduct),
  // Passkeys with the offer after a sign-in (./passkeysLogin.tsx).
  passkeys: () => import('./passkeysLogin').then((m) => m.passkeysProduct),
  oauth: () => import('./oauth').then((m) => m.oauthProduct),
  crypto: () => import('./crypto').then((m) => m.cryptoProduct),
  sso: () => import('./sso').then((m) => m.ssoProduct),
  // Invitations by their mailed link (docs/organizations.md "Invitations").
  organizations: () => import('./organizations').then((m) => m.organizationsProduct),
} as const;

const has = <T extends object>(list: T, id: string): id is Extract<keyof T, string> => Object.hasOwn(list, id);

/** The Main tabs each product gives (its module's own `tabs`), known before its module arrives. */
export const MAIN_TAB_RULES = { emailMagicLinks: emailMagicLinksTabs, otp: otpTabs, passwords: passwordsTabs } as const satisfies Record<string, (config: PorticoConfig) => TabId[]>;

const quietly = (download: Promise<unknown>) => void download.catch(() => undefined); // the widget reports its own failure

/** Starts the downloads Main's first frame needs for `config` in `lang`; none for email magic links in English. */
export function startMainDownloads(config: PorticoConfig = {}, lang = 'en'): void {
  const tabs = new Set<TabId>();
  // With no products listed, the default's one tab (SPEC §3).
  for (const id of config.products ?? []) {
    if (has(lazyLoginProducts, id)) quietly(lazyLoginProducts[id]());
    if (has(MAIN_TAB_RULES, id)) MAIN_TAB_RULES[id](config).forEach((tab) => tabs.add(tab));
  }
  // SPEC §2: Main has tabs when it has more than one method.
  if (tabs.size > 1) quietly(import('../screens/MainTabs'));
  if (lang !== 'en') quietly(import('../i18n/loadLocale').then((m) => m.loadLocale(lang)));
}
