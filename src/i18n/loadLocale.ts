import type { MessageId, Messages } from './en';
import type { PluralVariant } from './plural';
import type { Locale } from './translator';

/** What a locale file exports by default: the English ids translated, plus plural forms (plural.ts). */
export type LocaleMessages = Partial<Record<MessageId | PluralVariant, string>>;

/** A complete locale file (./locales/<lang>.ts): every id, with the plural forms its language needs. */
export type LocaleFile = Messages & Partial<Record<PluralVariant, string>>;

/** Imports the locale file for a language tag; injectable so tests can supply their own files. */
export type LocaleImporter = (lang: string) => Promise<{ default: LocaleMessages }>;

/**
 * The languages there is a file for in ./locales (English is built in). `en-XA` is the pseudo-locale:
 * English comes before it, so only its exact tag picks it.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'zh-CN', 'hi', 'ar', 'he', 'en-XA'] as const;

// Adding a language is one file: src/i18n/locales/<lang>.ts (see locales/README.md), and its tag
// above. The bundler turns this template into one lazy chunk per file, so a page downloads only the
// language it uses.
const importLocaleFile: LocaleImporter = (lang) => import(`./locales/${lang}.ts`);

// A tag that is not one (a path, say) throws here, so only a name from the list is ever imported.
const parse = (tag: string) => {
  try {
    return new Intl.Locale(tag);
  } catch {
    return undefined;
  }
};
// Language and script: 'zh-SG' and 'zh-Hans' read zh-CN's Simplified Chinese, 'zh-TW' (Traditional) does not.
const family = (locale: Intl.Locale) => {
  const { language, script } = locale.maximize();
  return `${language}-${script}`;
};

/** The listed language a tag asks for: the exact tag, else the first of the same language and script ('pt' → 'pt-BR'). */
export function matchLocale(tag: string, available: readonly string[] = LOCALES): string | undefined {
  const wanted = parse(tag);
  if (!wanted) return undefined;
  const exact = available.find((name) => parse(name)?.baseName === wanted.baseName);
  return exact ?? available.find((name) => family(parse(name)!) === family(wanted));
}

/**
 * The language to load for `lang`: itself, or with 'auto' the first of the browser's languages
 * (`navigator.languages`) that is available; English when none is.
 */
export function resolveLang(
  lang: string,
  available: readonly string[] = LOCALES,
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  for (const tag of lang === 'auto' ? preferred : [lang]) {
    const match = matchLocale(tag, available);
    if (match) return match;
  }
  return 'en';
}

// Scripts written right to left: a language in one of them gets `dir: 'rtl'` (ar, he).
const RTL_SCRIPT = /^(Arab|Hebr|Thaa|Syrc|Nkoo|Adlm|Rohg)$/;

const ENGLISH: Locale = { lang: 'en', messages: {} };

const isMessages = (value: unknown): value is LocaleMessages =>
  typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string');

/**
 * Loads a language on demand ('fr', 'pt', 'auto'). English is built in; an unknown tag, a failed
 * download or a malformed module falls back to English, so the widget always has text.
 */
export async function loadLocale(
  lang: string,
  importLocale: LocaleImporter = importLocaleFile,
  available: readonly string[] = LOCALES,
): Promise<Locale> {
  const tag = resolveLang(lang, available);
  if (tag === 'en') return ENGLISH;
  try {
    const module = await importLocale(tag);
    if (isMessages(module.default)) {
      const rtl = RTL_SCRIPT.test(parse(tag)!.maximize().script ?? '');
      return rtl ? { lang: tag, messages: module.default, dir: 'rtl' } : { lang: tag, messages: module.default };
    }
  } catch {
    // no such file (or offline): English
  }
  return ENGLISH;
}
