/**
 * A later product's text in the other languages: one chunk per language in its own folder
 * (`src/products/<id>/locales/<lang>.ts`), downloaded with the product once its language is in use,
 * so a language's file (./locales) carries only the kernel's and the whole Login's products' text.
 * It joins the language's table that loadLocale hands every translator of that language: static
 * text, the same for every widget on the page, as English's table is (english.ts).
 */
import { useEffect, useState } from 'react';
import { useT } from './I18nProvider';
import type { LocaleMessages } from './loadLocale';

/** A product's translations by language tag, each imported on demand. */
export type TranslationFiles = Readonly<Record<string, () => Promise<{ default: LocaleMessages }>>>;

const joined = new WeakMap<TranslationFiles, Map<string, Promise<void>>>();

/** Adds a product's text in `lang` to that language's table; English, or a language it has no file for, needs nothing. */
export function addTranslations(lang: string, files: TranslationFiles): Promise<void> {
  const file = files[lang];
  if (!file) return Promise.resolve();
  const byLang = joined.get(files) ?? new Map<string, Promise<void>>();
  joined.set(files, byLang);
  let joining = byLang.get(lang);
  if (!joining) {
    joining = Promise.all([import('./loadLocale').then((m) => m.loadLocale(lang)), file()]).then(
      ([locale, own]) => {
        // loadLocale answers with the language's bundled table, which its translators read.
        if (locale.lang === lang) Object.assign(locale.messages, own.default);
      },
      () => {
        byLang.delete(lang); // offline: English now, tried again next time
      },
    );
    byLang.set(lang, joining);
  }
  return joining;
}

/**
 * Whether the product's text in the language in use has arrived (at once in English); the view
 * that calls it draws again when it does.
 */
export function useTranslations(files: TranslationFiles): boolean {
  const { lang } = useT();
  const [arrived, setArrived] = useState<string>();
  useEffect(() => {
    let current = true;
    void addTranslations(lang, files).then(() => current && setArrived(lang));
    return () => {
      current = false;
    };
  }, [lang, files]);
  return !files[lang] || arrived === lang;
}
