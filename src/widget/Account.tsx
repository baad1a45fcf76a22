import { useEffect, useMemo, useState } from 'react';
import type { AccountSection } from '../flows/config';
import type { PorticoConfig } from '../products/registry';
import type { Screen } from '../flows/state';
import type { LocalePartFile } from '../i18n/loadLocale';
import type { Strings } from '../i18n/translator';
import { PorticoWidget, type PorticoWidgetProps } from './PorticoWidget';
import { accountOpens, accountProducts } from '../products/accountProducts';
import { alwaysOpen } from '../products/registry';

export interface AccountProps extends Omit<PorticoWidgetProps, 'initialScreen' | 'passwordResetToken' | 'opens' | 'products' | 'home' | 'needs' | 'config'> {
  /** A Login config may be passed as is: the account center shows its own product whatever it lists. @defaultValue {} */
  config?: PorticoConfig;
  /** One section alone (its step-up first when needed), without the overview. @defaultValue undefined (the overview) */
  section?: AccountSection;
}

/** Each section's screen: where the widget of one section starts and its back arrow is not drawn. */
const SECTION_HOMES: Record<AccountSection, Screen> = {
  profile: 'AccountProfile',
  email: 'AccountEmail',
  password: 'AccountPassword',
  connections: 'AccountConnections',
  security: 'SecuritySettings',
  sessions: 'AccountSessions',
  delete: 'AccountDelete',
};

/** The account center's translations (src/i18n/locales/account/): loaded with the language, never by Login. */
const ACCOUNT_LOCALES: Record<string, () => Promise<{ default: Partial<LocalePartFile> }>> = {
  es: () => import('../i18n/locales/account/es'),
  fr: () => import('../i18n/locales/account/fr'),
  de: () => import('../i18n/locales/account/de'),
  'pt-BR': () => import('../i18n/locales/account/pt-BR'),
  ja: () => import('../i18n/locales/account/ja'),
  'zh-CN': () => import('../i18n/locales/account/zh-CN'),
  hi: () => import('../i18n/locales/account/hi'),
  ar: () => import('../i18n/locales/account/ar'),
  he: () => import('../i18n/locales/account/he'),
};
/**
 * The account center's translations for `lang` ('auto' too), or undefined for English. The language
 * matcher comes as Login's widget takes it, by a dynamic import: a static one moved it into a chunk
 * every Login page fetches.
 */
export const importAccountLocale = (lang: string) => import('../i18n/loadLocale').then((m) => ACCOUNT_LOCALES[m.resolveLang(lang)]?.());

/**
 * The host's strings over the account center's own words in `lang` (its part, loaded here with the
 * language: no Login page's language file carries them). English until they arrive.
 */
function useAccountStrings(lang: string | undefined, strings: Strings | undefined): Strings | undefined {
  const [part, setPart] = useState<{ lang: string; messages: Partial<LocalePartFile> } | null>(null);
  useEffect(() => {
    let current = true;
    void importAccountLocale(lang ?? 'en')
      .then((module) => module && current && setPart({ lang: lang ?? 'en', messages: module.default }))
      .catch(() => undefined); // a part that fails to arrive leaves its words in English
    return () => {
      current = false;
    };
  }, [lang]);
  return useMemo(() => (part && part.lang === (lang ?? 'en') ? { ...part.messages, ...strings } : strings), [part, lang, strings]);
}

// The config names the account product (a backend declares whether it serves it: portico({ account })).
const ACCOUNT_PRODUCTS = ['account'];
// The second factor (any widget's) and the security widget's module, for the security section.
const OPENS = { ...alwaysOpen, ...accountOpens };

/**
 * The account center (docs/account.md): everything a signed-in person manages about themselves,
 * for the person signed in on this page. Opens on its overview, or on one `section` alone.
 */
export function Account({ config, section, strings, ...props }: AccountProps) {
  const accountConfig = useMemo(() => ({ ...config, products: ACCOUNT_PRODUCTS }), [config]);
  return (
    <PorticoWidget
      {...props}
      strings={useAccountStrings(props.lang, strings)}
      config={accountConfig}
      products={accountProducts}
      opens={OPENS}
      initialScreen="Account"
      home={section ? SECTION_HOMES[section] : 'Account'}
    />
  );
}
