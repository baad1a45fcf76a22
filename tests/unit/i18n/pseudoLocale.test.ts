import { describe, expect, it } from 'vitest';
import { en } from '../../../src/entries/i18n';
import { addEnglish } from '../../../src/i18n/english';
import { loadLocale } from '../../../src/i18n/loadLocale';
import { pseudoLocalise } from '../../../src/i18n/pseudoLocalise';
import { createTranslator } from '../../../src/i18n/translator';

describe('pseudoLocalise › en-XA', () => {
  it('accents every letter, keeps placeholders, brackets the text', () => {
    const text = pseudoLocalise('An email was sent to {email}.');
    expect(text).toMatch(/^\[Åñ éɱåîļ ŵåš šéñţ ţö \{email\}\. [^\]]+\]$/);
    expect(text.replace('{email}', '')).not.toMatch(/[A-Za-z]/);
  });

  it('makes text about 35 % longer', () => {
    for (const english of Object.values(en).filter((text) => text.length >= 20)) {
      const ratio = pseudoLocalise(english).length / english.length;
      expect(ratio, english).toBeGreaterThanOrEqual(1.3);
      expect(ratio, english).toBeLessThanOrEqual(1.45);
    }
    expect(pseudoLocalise('or').length).toBeGreaterThan(2);
  });

  it("is `lang: 'en-XA'`: every id that has English, pseudo-localised when read", async () => {
    const locale = await loadLocale('en-XA');
    expect(locale.lang).toBe('en-XA');
    expect(locale).not.toHaveProperty('dir');
    addEnglish(en);
    const t = createTranslator({ locale });
    expect(t('main.header')).toBe(pseudoLocalise('Sign up or log in'));
    expect(t('emailConfirmation.sentTo', { email: 'ada@example.com' })).toContain('ada@example.com');
    // A server error without English stays the server's own words.
    expect(t.lookup('error.not_in_any_catalogue')).toBeUndefined();
  });
});
