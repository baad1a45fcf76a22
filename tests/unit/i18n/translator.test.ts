import { describe, expect, it } from 'vitest';
import { en } from '../../../src/entries/i18n';
import { addEnglish } from '../../../src/i18n/english';
import { loadLocale, matchLocale, resolveLang, type LocaleImporter } from '../../../src/i18n/loadLocale';
import { magicLinkMessages } from '../../../src/products/emailMagicLinks/messages';
import { passwordsMessages } from '../../../src/products/passwords/messages';
import { createTranslator, interpolate } from '../../../src/i18n/translator';

const fixtures: LocaleImporter = (lang) => import(`../../fixtures/locales/${lang}.ts`);

describe('createTranslator', () => {
  it("speaks the core English at once, and a product's English once its messages have arrived", () => {
    const t = createTranslator();
    expect(t.lang).toBe('en');
    expect(t('main.header')).toBe('Sign up or log in');
    expect(t.has('emailConfirmation.sentTo')).toBe(false);
    addEnglish(magicLinkMessages);
    addEnglish(passwordsMessages);
    expect(t('emailConfirmation.sentTo', { email: 'ada@example.com' })).toBe('An email was sent to ada@example.com.');
    expect(t('password.luds.minLength', { count: 8 })).toBe('Must be at least 8 characters long');
  });

  it('leaves a placeholder without a value as written, and ignores extra values', () => {
    expect(interpolate('Hi {name}, {other}', { name: 'Ada', unused: 1 })).toBe('Hi Ada, {other}');
  });

  it('does not treat inherited properties as values or messages', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
    expect(createTranslator().lookup('constructor')).toBeUndefined();
  });

  it('lets host strings override any message, over the locale and English', () => {
    const t = createTranslator({
      locale: { lang: 'fr', messages: { 'main.header': 'Connexion', 'common.or': 'ou' } },
      strings: { 'main.header': 'Welcome back' },
    });
    expect(t('main.header')).toBe('Welcome back');
    expect(t('common.or')).toBe('ou');
    expect(t('main.continueWithEmail')).toBe('Continue with email');
    expect(t.lang).toBe('fr');
  });

  it('answers has/lookup for ids only known at run time', () => {
    const t = createTranslator();
    expect(t.has('error.unknown')).toBe(true);
    expect(t.has('error.not_in_catalogue')).toBe(false);
    expect(t.lookup('error.not_in_catalogue')).toBeUndefined();
  });

  it('has no empty string in the English catalogue', () => {
    expect(Object.entries(en).filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});

describe('loadLocale', () => {
  it('loads a language file on demand and falls back to English per id', async () => {
    const locale = await loadLocale('fr', fixtures);
    expect(locale.lang).toBe('fr');
    const t = createTranslator({ locale });
    expect(t('main.header')).toBe('Inscrivez-vous ou connectez-vous');
    expect(t('emailConfirmation.sentTo', { email: 'a@b.co' })).toBe('Un e-mail a été envoyé à a@b.co.');
    expect(t('main.continueWithEmail')).toBe('Continue with email');
  });

  it('falls back from a region to its language', async () => {
    expect((await loadLocale('fr-CA', fixtures)).lang).toBe('fr');
  });

  it('falls back to English for a language without a file, a file that fails or is malformed, or a tag that is not a tag', async () => {
    expect(await loadLocale('ko', fixtures)).toEqual({ lang: 'en', messages: {} });
    expect(await loadLocale('de', fixtures)).toEqual({ lang: 'en', messages: {} }); // no such fixture: the import fails
    const malformed = (() => import('../../fixtures/locales/zz')) as unknown as LocaleImporter;
    expect(await loadLocale('fr', malformed)).toEqual({ lang: 'en', messages: {} });
    expect(await loadLocale('../../etc/passwd', fixtures)).toEqual({ lang: 'en', messages: {} });
  });

  it('never imports anything for English', async () => {
    const importer: LocaleImporter = () => Promise.reject(new Error('should not be called'));
    expect(await loadLocale('en-US', importer)).toEqual({ lang: 'en', messages: {} });
  });

  it('says a right-to-left language is one (ar, he), and a left-to-right one nothing', async () => {
    const importer: LocaleImporter = async () => ({ default: { 'main.header': '…' } });
    expect(await loadLocale('ar', importer)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(await loadLocale('he-IL', importer)).toMatchObject({ lang: 'he', dir: 'rtl' });
    expect(await loadLocale('fr', importer)).not.toHaveProperty('dir');
  });

  it('loads the bundled French', async () => {
    const t = createTranslator({ locale: await loadLocale('fr') });
    expect(t.lang).toBe('fr');
    expect(t('main.header')).not.toBe('Sign up or log in');
  });
});

describe('matchLocale and resolveLang', () => {
  it('takes the exact tag, whatever its case', () => {
    expect(matchLocale('pt-br')).toBe('pt-BR');
    expect(matchLocale('FR')).toBe('fr');
    expect(matchLocale('en-XA')).toBe('en-XA');
  });

  it('else the same language and script: pt → pt-BR, zh and zh-Hans → zh-CN, iw → he', () => {
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('zh')).toBe('zh-CN');
    expect(matchLocale('zh-Hans')).toBe('zh-CN');
    expect(matchLocale('zh-SG')).toBe('zh-CN');
    expect(matchLocale('de-CH')).toBe('de');
    expect(matchLocale('iw')).toBe('he');
  });

  it('never gives Simplified Chinese for Traditional, nor the pseudo-locale for another English', () => {
    expect(matchLocale('zh-TW')).toBeUndefined();
    expect(matchLocale('zh-Hant')).toBeUndefined();
    expect(matchLocale('en-GB')).toBe('en');
  });

  it('matches nothing for a language without a file or a tag that is not one', () => {
    expect(matchLocale('ko')).toBeUndefined();
    expect(matchLocale('x/y')).toBeUndefined();
    expect(matchLocale('')).toBeUndefined();
  });

  it("'auto' takes the first of the browser's languages there is a file for, else English", () => {
    expect(resolveLang('auto', ['ko-KR', 'zh-TW', 'pt', 'fr'])).toBe('pt-BR');
    expect(resolveLang('auto', ['en-US', 'fr'])).toBe('en');
    expect(resolveLang('auto', ['ko', 'sw'])).toBe('en');
    expect(resolveLang('auto', [])).toBe('en');
    expect(resolveLang('ar-EG')).toBe('ar');
    expect(resolveLang('ko')).toBe('en');
  });
});
