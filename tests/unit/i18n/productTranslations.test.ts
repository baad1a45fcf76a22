// A later product's text in a language joins that language's table (src/i18n/productTranslations.ts).
import { describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../../src/i18n/loadLocale';
import { addTranslations } from '../../../src/i18n/productTranslations';
import { createTranslator } from '../../../src/i18n/translator';

describe('addTranslations', () => {
  it("joins a product's file to its language's table, which a translator of that language reads", async () => {
    const files = { fr: async () => ({ default: { 'test.joined': 'Joint' } }) };
    const t = createTranslator({ locale: await loadLocale('fr') });
    expect(t.has('test.joined')).toBe(false);
    await addTranslations('fr', files);
    expect(t('test.joined')).toBe('Joint');
    expect(t('main.continueWithEmail')).toBe('Continuer avec un e-mail'); // the language's own text stays
  });

  it('downloads nothing in English or in a language the product has no file for, and each file once', async () => {
    const fr = vi.fn(async () => ({ default: { 'test.once': 'Une fois' } }));
    await addTranslations('en', { fr });
    await addTranslations('de', { fr });
    expect(fr).not.toHaveBeenCalled();
    const files = { fr };
    await Promise.all([addTranslations('fr', files), addTranslations('fr', files)]);
    expect(fr).toHaveBeenCalledTimes(1);
  });

  it('leaves the text in English when its file cannot arrive, and tries again next time', async () => {
    const es = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: { 'test.retry': 'Otra vez' } });
    const files = { es };
    await expect(addTranslations('es', files)).resolves.toBeUndefined();
    await addTranslations('es', files);
    expect(createTranslator({ locale: await loadLocale('es') })('test.retry')).toBe('Otra vez');
    expect(es).toHaveBeenCalledTimes(2);
  });
});
