import { englishText } from './english';

/**
 * A message id, `<area>.<name>`: a key of the kernel's catalogues (./messages/) or of a product's
 * (its messages files); server errors are `error.<error_type>` (SPEC §8). The package's
 * `MessageId` (src/products/english.ts) lists every one, and a test holds every id the code names to it.
 */
export type MessageId = string;

/** Host overrides by message id, plural forms (plural.ts) included; the package's `Strings` names the ids. */
export type Strings = Partial<Record<MessageId, string>>;

/** Values for `{placeholders}`. */
export type MessageValues = Record<string, string | number>;

/** A loaded locale: its language tag, its (possibly partial) catalogue, and 'rtl' for ar, he. */
export interface Locale {
  lang: string;
  messages: Partial<Record<MessageId, string>>;
  /** The language's direction when it is right to left; the widget follows it unless the host sets `dir`. */
  dir?: 'rtl';
}

export interface Translate {
  (id: MessageId, values?: MessageValues): string;
  /** The language tag of the locale in use ('en' when none was loaded). */
  readonly lang: string;
  /** 'rtl' when the locale in use is written right to left. */
  readonly dir?: 'rtl';
  /** Whether an id has text (host strings, locale or English): `error.<type>` ids may not. */
  has(id: string): boolean;
  /** Like `t`, for ids only known at run time (`error.<error_type>`); undefined when there is no text. */
  lookup(id: string, values?: MessageValues): string | undefined;
}

export interface TranslatorOptions {
  /** A locale from `loadLocale`; English when omitted. */
  locale?: Locale;
  /** Host overrides, which win over the locale and English. */
  strings?: Strings;
}

// ICU-lite: `{name}` is replaced; an unknown placeholder stays as written so a mistake is visible.
const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

export function interpolate(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

const own = (table: object | undefined, id: string): string | undefined => {
  if (!table || !Object.hasOwn(table, id)) return undefined;
  const text = (table as Record<string, unknown>)[id];
  return typeof text === 'string' ? text : undefined;
};

/** Builds `t(id, values)`: host `strings`, then the locale, then English (english.ts), then the id itself. */
export function createTranslator(options: TranslatorOptions = {}): Translate {
  const { locale, strings } = options;
  const raw = (id: string) => own(strings, id) ?? own(locale?.messages, id) ?? englishText(id);
  const lookup = (id: string, values?: MessageValues) => {
    const text = raw(id);
    return text === undefined ? undefined : interpolate(text, values);
  };
  const t = ((id: MessageId, values?: MessageValues) => lookup(id, values) ?? id) as Translate;
  Object.defineProperties(t, {
    lang: { value: locale?.lang ?? 'en', enumerable: true },
    dir: { value: locale?.dir },
    has: { value: (id: string) => raw(id) !== undefined },
    lookup: { value: lookup },
  });
  return t;
}
