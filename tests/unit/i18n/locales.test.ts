import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/entries/i18n';
import { LOCALES } from '../../../src/i18n/loadLocale';
import { PLURAL_IDS } from '../../../src/i18n/plural';

// Every translated locale file (en-XA is made from the English, see pseudoLocale.test.ts).
const files = import.meta.glob<{ default: Record<string, string> }>(['../../../src/i18n/locales/*.ts', '!**/en-XA.ts'], {
  eager: true,
});
const locales = Object.entries(files).map(([file, module]) => [file.replace(/^.*\/(.+)\.ts$/, '$1'), module.default] as const);

const englishIds = Object.keys(en);
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
]);
// Words that happen to be the same in a language ('No' in Spanish, 'SMS' for the Text tab).
const SAME_IN: Record<string, string[]> = {
  // German says Passkey, as Apple's and Google's German pages do.
  de: ['secondFactor.option.passkey'],
  es: ['idp.logout.no'],
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

describe.each(locales)('locale %s', (lang, messages) => {
  const ids = Object.keys(messages);

  it('translates every message id of every catalogue, server errors and zxcvbn feedback included', () => {
    expect(englishIds.filter((id) => !(id in messages))).toEqual([]);
  });

  it('has no id the English does not have (plural forms aside)', () => {
    expect(ids.filter((id) => !(id in en) && !pluralForm(id))).toEqual([]);
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
