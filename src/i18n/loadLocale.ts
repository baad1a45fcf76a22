import type { Locale, MessageId } from './translator';

/** What a locale file exports by default: the English ids translated, plus plural forms (plural.ts). */
export type LocaleMessages = Partial<Record<MessageId, string>>;

/**
 * A locale file (./locales/<lang>.ts): every id of the English catalogue, with the plural forms its
 * language needs (tests/unit/i18n/locales.test.ts holds each file to the catalogue).
 */
export type LocaleFile = Readonly<Record<MessageId, string>>;

/**
 * A widget of its own translated apart (./locales/account/<lang>.ts, the account center): its ids
 * (src/products/english.ts `accountPart`) are in no Login page's language file; its widget loads
 * its part itself (widget/Account.tsx).
 */
export type LocalePartFile = Readonly<Record<MessageId, string>>;

/** Imports the locale file for a language tag; injectable so tests can supply their own files. */
export type LocaleImporter = (lang: string) => Promise<{ default: LocaleMessages }>;

// Adding a language is one file, src/i18n/locales/<lang>.ts (see locales/README.md), and its line
// here: each file is its own lazy chunk, so a page downloads only the language it uses.
const FILES: Record<string, () => Promise<{ default: LocaleMessages }>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  'pt-BR': () => import('./locales/pt-BR'),
  ja: () => import('./locales/ja'),
  'zh-CN': () => import('./locales/zh-CN'),
  hi: () => import('./locales/hi'),
  ar: () => import('./locales/ar'),
  he: () => import('./locales/he'),
  'en-XA': () => import('./locales/en-XA'),
};

/**
 * The languages there is a file for, and English, which is built in. `en-XA` is the pseudo-locale:
 * English comes before it, so only its exact tag picks it.
 */
export const LOCALES: readonly string[] = ['en', ...Object.keys(FILES)];

const importLocaleFile: LocaleImporter = (lang) => FILES[lang]!();

// A tag with its likely script and region filled in ('zh' → zh-Hans-CN, 'pt' → pt-Latn-BR). A tag
// that is not one (a path, say) throws here, so only a name from the list is ever imported.
const likely = (tag: string) => {
  try {
    return new Intl.Locale(tag).maximize();
  } catch {
    return undefined;
  }
};

/**
 * The listed language a tag asks for: the same language, script and region ('pt' is pt-BR, 'en-US'
 * English), else the first of the same language and script ('fr-CA' → fr; 'zh-SG' and 'zh-Hans' →
 * zh-CN, but never 'zh-TW', which is written in Traditional characters).
 */
export function matchLocale(tag: string, available: readonly string[] = LOCALES): string | undefined {
  const wanted = likely(tag);
  const find = (key: (locale: Intl.Locale) => string) => available.find((name) => key(likely(name)!) === key(wanted!));
  return wanted && (find((locale) => locale.baseName) ?? find((locale) => locale.language + locale.script));
}

/**
 * The language to load for `lang`: itself, or with 'auto' the first of the browser's languages
 * (`navigator.languages`) that is available; English when none is.
 */
export function resolveLang(lang: string, preferred: readonly string[] = globalThis.navigator?.languages ?? []): string {
  for (const tag of lang === 'auto' ? preferred : [lang]) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return 'en';
}

// The right-to-left scripts of the languages one may add (ar, fa, ur; he, yi): `dir: 'rtl'`.
const RTL_SCRIPT = /Arab|Hebr/;

const ENGLISH: Locale = { lang: 'en', messages: {} };


/**
 * Loads a language on demand ('fr', 'pt', 'auto'). English is built in; an unknown tag, a failed
 * download or a malformed module falls back to English, so the widget always has text.
 */
export async function loadLocale(lang: string, importLocale: LocaleImporter = importLocaleFile): Promise<Locale> {
  const tag = resolveLang(lang);
  if (tag === 'en') return ENGLISH;
  try {
    const module = await importLocale(tag);
    // Anything but a table of texts (a broken build, a wrong file) is no language.
    if (module.default && typeof module.default === 'object') {
      return { lang: tag, messages: module.default, ...(RTL_SCRIPT.test(likely(tag)!.script!) && { dir: 'rtl' }) };
    }
  } catch {
    // no such file (or offline): English
  }
  return ENGLISH;
}
