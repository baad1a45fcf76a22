import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { addEnglish } from './english';
import type { LocaleImporter } from './loadLocale';
import { createTranslator, type Locale, type Strings, type Translate } from './translator';

// Without a provider, views speak English: a screen rendered alone (a story, a host's own
// composition) still has its text. A root using `useTranslator` provides it itself.
export const I18nContext = createContext<Translate>(createTranslator());

export interface I18nProviderProps {
  /** A language tag loaded on demand ('fr', 'pt-BR'); English until it arrives. @defaultValue 'en' */
  lang?: string;
  /** An already-loaded locale; wins over `lang`. @defaultValue undefined */
  locale?: Locale;
  /** Host overrides of any message id. @defaultValue undefined */
  strings?: Strings;
  /** Loads locale files; for tests. @defaultValue the bundled locales */
  importLocale?: LocaleImporter;
  children?: ReactNode;
}

/** Gives every view below it `useT()`: host strings, then the locale, then English. */
export function I18nProvider({ children, ...language }: I18nProviderProps) {
  return <I18nContext.Provider value={useTranslator(language)}>{children}</I18nContext.Provider>;
}

/**
 * I18nProvider's translator, for a root that provides it itself (WidgetRoot: one
 * component less in the first render).
 */
export function useTranslator({ lang = 'en', locale, strings, importLocale }: Omit<I18nProviderProps, 'children'>): Translate {
  // Remembers which `lang` it was loaded for, so a switch never shows the previous language's text.
  const [loaded, setLoaded] = useState<{ lang: string; locale: Locale } | undefined>(undefined);
  // Asked for while rendering, not after the commit: the tag is known at mount (docs/performance.md).
  // The loader itself downloads only when a language other than English is asked for.
  const language = useMemo(
    () => (locale || lang === 'en' ? undefined : import('./loadLocale').then(({ loadLocale }) => loadLocale(lang, importLocale))),
    [lang, locale, importLocale],
  );
  useEffect(() => {
    let current = true; // a later `lang` wins over a slower earlier download
    void language?.then((next) => {
      if (current) setLoaded({ lang, locale: next });
    });
    return () => {
      current = false;
    };
  }, [language]);
  const active = locale ?? (loaded?.lang === lang ? loaded.locale : undefined);
  return useMemo(() => createTranslator({ locale: active, strings }), [active, strings]);
}

/**
 * The translator of the nearest `I18nProvider` (English without one). A view outside the core passes
 * the catalogues it uses, which brings their English with the view's own code (english.ts).
 */
export function useT(...messages: ReadonlyArray<Readonly<Record<string, string>>>): Translate {
  messages.forEach(addEnglish);
  return useContext(I18nContext);
}
