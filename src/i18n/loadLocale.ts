import type { MessageId } from './en';
import type { Locale } from './translator';

/** What a locale file exports by default: some or all of the English ids, translated. */
export type LocaleMessages = Partial<Record<MessageId, string>>;

/** Imports the locale file for a language tag; injectable so tests can supply their own files. */
export type LocaleImporter = (lang: string) => Promise<{ default: LocaleMessages }>;

// Adding a language is one file: src/i18n/locales/<lang>.ts (see locales/README.md). The bundler
// turns this template into one lazy chunk per file, so a page downloads only the language it uses.
const importLocaleFile: LocaleImporter = (lang) => import(`./locales/${lang}.ts`);

// A tag is only ever a file name here: letters, digits and dashes, never a path.
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** 'fr-CA' → ['fr-CA', 'fr']: the most specific file first, then its base language. */
export function localeCandidates(lang: string): string[] {
  if (!LANGUAGE_TAG.test(lang)) return [];
  const parts = lang.split('-');
  const base = parts[0]!.toLowerCase();
  const region = parts.slice(1).map((part) => (part.length === 2 ? part.toUpperCase() : part));
  const full = [base, ...region].join('-');
  return full === base ? [base] : [full, base];
}

const ENGLISH: Locale = { lang: 'en', messages: {} };

const isMessages = (value: unknown): value is LocaleMessages =>
  typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string');

/**
 * Loads a language on demand. English is built in; a missing file, a failed download or a malformed
 * module falls back to the next candidate and finally to English, so the widget always has text.
 */
export async function loadLocale(lang: string, importLocale: LocaleImporter = importLocaleFile): Promise<Locale> {
  for (const candidate of localeCandidates(lang)) {
    if (candidate === 'en') return ENGLISH;
    try {
      const module = await importLocale(candidate);
      if (isMessages(module.default)) return { lang: candidate, messages: module.default };
    } catch {
      // no such file (or offline): try the base language, then English
    }
  }
  return ENGLISH;
}
