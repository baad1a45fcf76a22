import { translations } from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/entries/i18n';
import { zxcvbnFeedbackEn, zxcvbnFeedbackId } from '../../../src/i18n/zxcvbnFeedback';

describe('zxcvbn feedback (SPEC §2 strength display)', () => {
  it("uses @zxcvbn-ts/language-en's own English for every warning and suggestion", () => {
    for (const [key, text] of Object.entries(translations.warnings)) {
      expect(zxcvbnFeedbackEn[`zxcvbn.warning.${key}` as keyof typeof zxcvbnFeedbackEn]).toBe(text);
    }
    for (const [key, text] of Object.entries(translations.suggestions)) {
      expect(zxcvbnFeedbackEn[`zxcvbn.suggestion.${key}` as keyof typeof zxcvbnFeedbackEn]).toBe(text);
    }
  });

  it('maps every sentence zxcvbn-ts sends back to its id, and the id is in the catalogue', () => {
    for (const [key, text] of Object.entries(translations.warnings)) {
      expect(zxcvbnFeedbackId(text)).toBe(`zxcvbn.warning.${key}`);
    }
    for (const [key, text] of Object.entries(translations.suggestions)) {
      expect(zxcvbnFeedbackId(text)).toBe(`zxcvbn.suggestion.${key}`);
    }
    for (const id of Object.keys(zxcvbnFeedbackEn)) expect(en).toHaveProperty([id]);
  });

  it.each([
    ['This is a top-10 common password', 'zxcvbn.warning.topTen'],
    ['Repeats like "aaa" are easy to guess', 'zxcvbn.warning.simpleRepeat'],
    ['Sequences like abc or 6543 are easy to guess', 'zxcvbn.warning.sequences'],
    ['Short keyboard patterns are easy to guess', 'zxcvbn.warning.keyPattern'],
    ['Dates are often easy to guess', 'zxcvbn.warning.dates'],
    ['Names and surnames by themselves are easy to guess', 'zxcvbn.warning.namesByThemselves'],
    ['Recent years are easy to guess', 'zxcvbn.warning.recentYears'],
  ])('maps the original zxcvbn sentence "%s" too', (text, id) => {
    expect(zxcvbnFeedbackId(text)).toBe(id);
  });

  it('ignores case, spaces around and a final full stop; an unknown sentence has no id', () => {
    expect(zxcvbnFeedbackId('  this is a commonly used password  ')).toBe('zxcvbn.warning.common');
    expect(zxcvbnFeedbackId('Your password smells funny.')).toBeUndefined();
  });
});
