import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountPart, en } from '../../../src/entries/i18n';
import { LOCALES } from '../../../src/i18n/loadLocale';
import { PLURAL_IDS } from '../../../src/i18n/plural';

// Every translated locale file (en-XA is made from the English, see pseudoLocale.test.ts).
const files = import.meta.glob<{ default: Record<string, string> }>(['../../../src/i18n/locales/*.ts', '!**/en-XA.ts'], {
  eager: true,
});
// A later product's text in each language: its own files, loaded with it (src/i18n/productTranslations.ts);
// a part of a product in a folder of its own (organizations/settings/domains) has its own, named by its path.
const productFiles = import.meta.glob<{ default: Record<string, string> }>(['../../../src/products/**/locales/*.ts', '!**/index.ts'], { eager: true });
const productLocales = Object.entries(productFiles).map(([file, module]) => {
  const [, product, lang] = /products\/(.+)\/locales\/([^/]+)\.ts$/.exec(file)!;
  return { product: product!, lang: lang!, messages: module.default };
});
const productIndexes = import.meta.glob<Record<string, Record<string, unknown>>>('../../../src/products/**/locales/index.ts', { eager: true });
// A product's (or a product part's) English: its messages.ts, and the tables of its other widgets beside it (passwords/resetMessages.ts).
const productCatalogues = import.meta.glob<Record<string, Record<string, string>>>(['../../../src/products/**/messages.ts', '../../../src/products/**/*Messages.ts'], { eager: true });
const productIds = (product: string) =>
  Object.entries(productCatalogues).flatMap(([file, module]) => (new RegExp(`/products/${product}/[^/]*[mM]essages\\.ts$`).test(file) ? Object.values(module).flatMap((table) => Object.keys(table)) : []));
// What a page reads in a language: its file, and every later product's text in it.
const locales = Object.entries(files).map(([file, module]) => {
  const lang = file.replace(/^.*\/(.+)\.ts$/, '$1');
  const own = productLocales.filter((entry) => entry.lang === lang).map((entry) => entry.messages);
  return [lang, Object.assign({}, module.default, ...own) as Record<string, string>] as const;
});

// The account center's ids are translated in a part of their own (src/i18n/locales/account/, below).
const partIds = new Set(accountPart.flatMap((table) => Object.keys(table)));
const englishIds = Object.keys(en).filter((id) => !partIds.has(id));
const placeholders = (text: string) => [...text.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1]).sort();
// A plural form: `<counted id>#<one of the language's plural categories>` (src/i18n/plural.ts).
const pluralForm = (id: string) => /^(.+)#([a-z]+)$/.exec(id);

// Ids whose text may read exactly as in English: brand and product names, and an example number.
const SAME_AS_ENGLISH = new Set([
  'main.tab.whatsapp',
  'main.phonePlaceholder',
  'main.emailPlaceholder',
  'crypto.wallet.Phantom',
  'crypto.wallet.Vessel',
  'crypto.wallet.Binance',
  'crypto.wallet.Coinbase',
  'crypto.wallet.Metamask',
  // Protocol names, as identity providers' consoles write them in every language.
  'organizations.connection.oidc',
  'organizations.connection.saml',
  // Only the person's data and punctuation: '{organization} ({role})'.
  'organizations.switcher.option',
]);
// German words that are English ones too.
const SAME_IN_PART_DE = new Set(['account.profile.name']);
// Words that happen to be the same in a language ('No' in Spanish, 'SMS' for the Text tab).
const SAME_IN: Record<string, string[]> = {
  // German says Passkey, as Apple's and Google's German pages do.
  // German's Name, Domain(s) and Single Sign-On, Spanish's General and Roles, French's Invitations are their own words too.
  de: ['secondFactor.option.passkey', 'organizations.settings.general.name', 'organizations.settings.domains.title', 'organizations.create.name', 'organizations.domains.title', 'organizations.domains.domain', 'organizations.connection.title'],
  es: ['idp.logout.no', 'organizations.settings.general.title', 'organizations.settings.roles.title'],
  fr: ['organizations.settings.invitations.title'],
  ja: ['common.poweredBy'],
};

describe('the locale files', () => {
  it('are the nine translated languages, each listed where the loader looks', () => {
    const names = readdirSync(fileURLToPath(new URL('../../../src/i18n/locales/', import.meta.url)))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(names).toEqual(['ar', 'de', 'en-XA', 'es', 'fr', 'he', 'hi', 'ja', 'pt-BR', 'zh-CN']);
    expect([...LOCALES].sort()).toEqual(['en', ...names].sort());
  });
});

describe("a later product's translations", () => {
  const products = [...new Set(productLocales.map((entry) => entry.product))];
  it.each(products)('%s: a file per translated language, each listed where the product loads it', (product) => {
    const langs = productLocales.filter((entry) => entry.product === product).map((entry) => entry.lang).sort();
    expect(langs).toEqual(locales.map(([lang]) => lang).sort());
    const index = Object.entries(productIndexes).find(([file]) => file.endsWith(`/products/${product}/locales/index.ts`))?.[1];
    const listed = Object.values(index ?? {}).flatMap((table) => Object.keys(table));
    expect(listed.sort()).toEqual(langs);
  });

  it.each(products)("%s: each file holds exactly the product's ids, and no language's file holds any of them", (product) => {
    const ids = productIds(product).sort();
    for (const entry of productLocales.filter((found) => found.product === product)) {
      expect(Object.keys(entry.messages).sort(), entry.lang).toEqual(ids);
    }
    for (const [file, module] of Object.entries(files)) expect(Object.keys(module.default).filter((id) => ids.includes(id)), file).toEqual([]);
  });
});

describe.each(locales)('locale %s', (lang, messages) => {
  const ids = Object.keys(messages);

  it('translates every message id of every catalogue, server errors and zxcvbn feedback included', () => {
    expect(englishIds.filter((id) => !(id in messages))).toEqual([]);
  });

  it('has no id the English does not have (plural forms aside), and none of the account center\'s part', () => {
    expect(ids.filter((id) => !(id in en) && !pluralForm(id))).toEqual([]);
    expect(ids.filter((id) => partIds.has(id))).toEqual([]);
  });

  it('keeps every {placeholder} of the English, and adds none', () => {
    const wrong = englishIds.filter((id) => placeholders(messages[id] ?? '').join() !== placeholders(en[id as keyof typeof en]).join());
    expect(wrong.map((id) => `${id}: ${messages[id]}`)).toEqual([]);
  });

  it("has plural forms only for counted messages, in the language's own categories, with no new placeholder", () => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
    for (const id of ids.filter((key) => pluralForm(key))) {
      const [, base, category] = pluralForm(id)!;
      expect(PLURAL_IDS as readonly string[], id).toContain(base);
      expect(categories.filter((name) => name !== 'other'), id).toContain(category);
      // 'one' may drop the number ('حرف واحد', 'תו אחד'); nothing else may appear.
      const allowed = placeholders(en[base as keyof typeof en]);
      expect(placeholders(messages[id]!).filter((name) => !allowed.includes(name)), id).toEqual([]);
    }
  });

  it('has text for every id, and none left in English but names', () => {
    expect(ids.filter((id) => messages[id]!.trim() === '')).toEqual([]);
    const same = new Set([...SAME_AS_ENGLISH, ...(SAME_IN[lang] ?? [])]);
    expect(englishIds.filter((id) => messages[id] === en[id as keyof typeof en] && !same.has(id))).toEqual([]);
  });
});

// The account center's words: a part file per language, loaded only by its widget (widget/Account.tsx).
const partFiles = import.meta.glob<{ default: Record<string, string> }>('../../../src/i18n/locales/account/*.ts', { eager: true });
const parts = Object.entries(partFiles).map(([file, module]) => [file.replace(/^.*\/(.+)\.ts$/, '$1'), module.default] as const);
const partEnglish = Object.assign({}, ...accountPart) as Record<string, string>;

describe('the account center’s locale part', () => {
  it('has a file for each of the nine languages', () => {
    expect(parts.map(([lang]) => lang).sort()).toEqual(locales.map(([lang]) => lang).sort());
  });

  describe.each(parts)('%s', (lang, messages) => {
    it('translates every id of the part, and only those', () => {
      expect(Object.keys(messages).sort()).toEqual([...partIds].sort());
    });

    it('keeps every {placeholder}, and none is left in English', () => {
      const wrong = [...partIds].filter((id) => placeholders(messages[id] ?? '').join() !== placeholders(partEnglish[id]!).join());
      expect(wrong.map((id) => `${id}: ${messages[id]}`)).toEqual([]);
      // Names and numbers a language keeps as they are.
      const same = new Set(['account.security.passkeys', 'account.sessions.device', 'account.profile.uploadHint']);
      expect([...partIds].filter((id) => messages[id] === partEnglish[id] && !same.has(id) && !(lang === 'de' && SAME_IN_PART_DE.has(id)))).toEqual([]);
    });
  });
});
