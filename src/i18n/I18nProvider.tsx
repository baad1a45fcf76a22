import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { addEnglish } from './english';
import type { LocaleImporter } from './loadLocale';
import { createTranslator, type Locale, type Strings, type Translate } from './translator';

// Without a provider, views speak English: a screen rendered alone (a story, a host's own
// composition) still has its text.
const I18nContext = createContext<Translate>(createTranslator());

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
export function I18nProvider({ lang = 'en', locale, strings, importLocale, children }: I18nProviderProps) {
  // Remembers which `lang` it was loaded for, so a switch never shows the previous language's text.
  const [loaded, setLoaded] = useState<{ lang: string; locale: Locale } | undefined>(undefined);
  useEffect(() => {
    if (locale || lang === 'en') return;
    let current = true; // a later `lang` wins over a slower earlier download
    // The loader itself downloads only when a language other than English is asked for.
    void import('./loadLocale').then(({ loadLocale }) => loadLocale(lang, importLocale)).then((next) => {
      if (current) setLoaded({ lang, locale: next });
    });
    return () => {
      current = false;
    };
  }, [lang, locale, importLocale]);
  const active = locale ?? (loaded?.lang === lang && lang !== 'en' ? loaded.locale : undefined);
  const t = useMemo(() => createTranslator({ locale: active, strings }), [active, strings]);
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>;
}

/**
 * The translator of the nearest `I18nProvider` (English without one). A view outside the core passes
 * the catalogues it uses, which brings their English with the view's own code (english.ts).
 */
export function useT(...messages: ReadonlyArray<Readonly<Record<string, string>>>): Translate {
  messages.forEach(addEnglish);
  return useContext(I18nContext);
}
