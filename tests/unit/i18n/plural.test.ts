import { describe, expect, it } from 'vitest';
import { addEnglish } from '../../../src/i18n/english';
import { loadLocale } from '../../../src/i18n/loadLocale';
import { passwordsMessages } from '../../../src/products/passwords/messages';
import { plural } from '../../../src/i18n/plural';
import { createTranslator } from '../../../src/i18n/translator';

addEnglish(passwordsMessages);
const minLength = (t: ReturnType<typeof createTranslator>, count: number) => plural(t, 'password.luds.minLength', { count });

describe('plural › a counted message in the form its language needs (Intl.PluralRules)', () => {
  it('Arabic has a form for one, two, 3–10, 11–99 and the rest', async () => {
    const t = createTranslator({ locale: await loadLocale('ar') });
    expect(minLength(t, 1)).toBe('يجب أن تتكون من حرف واحد على الأقل');
    expect(minLength(t, 2)).toBe('يجب أن تتكون من حرفين على الأقل');
    expect(minLength(t, 8)).toBe('يجب أن تتكون من 8 أحرف على الأقل');
    expect(minLength(t, 12)).toBe('يجب أن تتكون من 12 حرفًا على الأقل');
    expect(minLength(t, 100)).toBe('يجب أن تتكون من 100 حرف على الأقل');
  });

  it('French says one character, and zero as one too', async () => {
    const t = createTranslator({ locale: await loadLocale('fr') });
    expect(minLength(t, 1)).toBe('Doit contenir au moins 1 caractère');
    expect(minLength(t, 0)).toBe('Doit contenir au moins 0 caractère');
    expect(minLength(t, 8)).toBe('Doit contenir au moins 8 caractères');
  });

  it('a language without the form, English included, reads the plain id', async () => {
    expect(minLength(createTranslator(), 1)).toBe('Must be at least 1 characters long');
    const ja = createTranslator({ locale: await loadLocale('ja') });
    expect(minLength(ja, 1)).toBe('1 文字以上にしてください');
  });

  it("a host's strings can give a form too", () => {
    const t = createTranslator({ strings: { 'password.luds.minLength#one': 'At least one character' } });
    expect(minLength(t, 1)).toBe('At least one character');
    expect(minLength(t, 9)).toBe('Must be at least 9 characters long');
  });
});
